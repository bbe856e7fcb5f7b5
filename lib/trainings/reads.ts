import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { trainings } from "../../db/schema";
import { cached, cacheTags } from "../cache";
import { now as clockNow } from "../clock";
import { getCourse, listCourses } from "../courses/reads";
import { courseMatchesCategory } from "../courses/slug";
import type { Course } from "../courses/types";
import { trainingStatus } from "./status";
import type { Training } from "./types";

/** The one column set of a training's schedule (never its meeting link: that is the enrolments' business). */
export const trainingColumns = {
  id: trainings.id,
  courseId: trainings.courseId,
  startDate: trainings.startDate,
  endDate: trainings.endDate,
  startTime: trainings.startTime,
  endTime: trainings.endTime,
  timeZone: trainings.timeZone,
  isCancelled: trainings.isCancelled,
};
export type TrainingRow = { [K in keyof typeof trainingColumns]: (typeof trainingColumns)[K]["_"]["data"] };

/** The one row-to-view mapping: the status is derived at `now`, in the training's own zone. */
export function toTraining(row: TrainingRow, course: Course, now: Date): Training {
  return {
    id: row.id,
    course,
    startDate: row.startDate,
    endDate: row.endDate,
    startTime: row.startTime,
    endTime: row.endTime,
    timeZone: row.timeZone,
    status: trainingStatus(row, now),
  };
}

function selectTrainingRows(tx: DbOrTx, courseId?: string): Promise<TrainingRow[]> {
  return tx
    .select(trainingColumns)
    .from(trainings)
    .where(courseId ? eq(trainings.courseId, courseId) : undefined)
    .orderBy(asc(trainings.startDate), asc(trainings.startTime), asc(trainings.id));
}

/** Every training with its course, soonest first. */
export async function listPublicTrainings(now: Date = clockNow()): Promise<Training[]> {
  const [rows, courses] = await Promise.all([
    cached("trainings:all", [cacheTags.trainings], async () => selectTrainingRows(await getDb())),
    listCourses(),
  ]);
  const byId = new Map(courses.map((c) => [c.id, c]));
  return rows.flatMap((row) => {
    const course = byId.get(row.courseId);
    return course ? [toTraining(row, course, now)] : [];
  });
}

/** A course's trainings that are still to come or running, soonest first (its page lists them). */
export async function listOpenTrainingsOfCourse(courseId: string, now: Date = clockNow()): Promise<Training[]> {
  const [rows, course] = await Promise.all([
    cached(`trainings:course:${courseId}`, [cacheTags.trainings], async () => selectTrainingRows(await getDb(), courseId)),
    getCourse(courseId),
  ]);
  if (!course) return [];
  return rows.map((row) => toTraining(row, course, now)).filter((t) => t.status === "Upcoming" || t.status === "Ongoing");
}

/** The trainings of the courses on a category page (the spec's substring rule on category names). */
export async function listPublicTrainingsInCategory(slug: string, now: Date = clockNow()): Promise<Training[]> {
  return (await listPublicTrainings(now)).filter((t) => courseMatchesCategory(t.course, slug));
}
