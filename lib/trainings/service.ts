import "server-only";
import { asc } from "drizzle-orm";
import { getDb } from "../../db";
import { trainings } from "../../db/schema";
import { cached, cacheTags } from "../cache";
import { listCourses } from "../courses/service";
import { trainingStatus } from "./status";
import type { PublicTrainingView } from "./types";

export type { PublicTrainingView };

interface TrainingRow {
  id: string;
  courseId: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  isCancelled: boolean;
}

function loadTrainingRows(): Promise<TrainingRow[]> {
  return cached("trainings:all", [cacheTags.trainings], async () => {
    const db = await getDb();
    return db
      .select({
        id: trainings.id,
        courseId: trainings.courseId,
        startDate: trainings.startDate,
        endDate: trainings.endDate,
        startTime: trainings.startTime,
        endTime: trainings.endTime,
        timeZone: trainings.timeZone,
        isCancelled: trainings.isCancelled,
      })
      .from(trainings)
      .orderBy(asc(trainings.startDate), asc(trainings.startTime), asc(trainings.id));
  });
}

/** Every training with its course, soonest first; the status is derived now, in each training's time zone. */
export async function listPublicTrainings(now: Date = new Date()): Promise<PublicTrainingView[]> {
  const [rows, courseList] = await Promise.all([loadTrainingRows(), listCourses()]);
  const coursesById = new Map(courseList.map((c) => [c._id, c]));
  const views: PublicTrainingView[] = [];
  for (const row of rows) {
    const course = coursesById.get(row.courseId);
    if (!course) continue;
    views.push({
      _id: row.id,
      tcStatus: trainingStatus(row, now),
      courseId: course,
      startDate: row.startDate,
      endDate: row.endDate,
      startTime: row.startTime,
      endTime: row.endTime,
      timeZone: row.timeZone,
    });
  }
  return views;
}
