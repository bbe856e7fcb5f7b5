import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "../../db";
import { enrolments, trainings } from "../../db/schema";
import { now as clockNow } from "../clock";
import { getCourse } from "../courses/reads";
import { trainingColumns, toTraining } from "../trainings/reads";
import { seatCounts } from "../trainings/seats";
import { joinWindow } from "../schedule/sessions";
import type { MyEnrolment } from "./types";

/** The learner's enrolments, soonest training first (each with its review of the course when `myReviews` says). Never anyone else's; meeting links only on active ones. */
export async function listMyEnrolments(
  userId: string,
  now: Date = clockNow(),
  myReviews: Promise<ReadonlyMap<string, MyEnrolment["myReview"]>> = Promise.resolve(new Map()),
): Promise<MyEnrolment[]> {
  const db = await getDb();
  const [rows, reviews] = await Promise.all([
    db
      .select({ id: enrolments.id, isActive: enrolments.isActive, training: trainingColumns, meetingLink: trainings.meetingLink })
      .from(enrolments)
      .innerJoin(trainings, eq(trainings.id, enrolments.trainingId))
      .where(eq(enrolments.userId, userId))
      .orderBy(asc(trainings.startDate), asc(trainings.startTime)),
    myReviews,
  ]);
  const seats = await seatCounts(
    db,
    rows.map((r) => r.training.id),
  );
  const enrolled: MyEnrolment[] = [];
  for (const row of rows) {
    const course = await getCourse(row.training.courseId);
    if (!course) continue;
    const training = toTraining(row.training, course, now, seats.get(row.training.id));
    const showsLink = row.isActive && row.meetingLink !== "";
    enrolled.push({
      id: row.id,
      isActive: row.isActive,
      isLive: row.isActive && training.status === "Ongoing",
      join: showsLink && training.status !== "Cancelled" ? joinWindow(training, now) : { isOpen: false },
      training: showsLink ? { ...training, meetingLink: row.meetingLink } : training,
      myReview: reviews.get(course.id) ?? null,
    });
  }
  return enrolled;
}

/** One of the learner's enrolments by training, or undefined when they are not enrolled in it. */
export async function findMyEnrolment(userId: string, trainingId: string, now?: Date): Promise<MyEnrolment | undefined> {
  return (await listMyEnrolments(userId, now)).find((e) => e.training.id === trainingId);
}

/** Whether the learner has an active enrolment in a training of the course (the right to review it). */
export async function isEnrolledInCourse(userId: string, courseId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .innerJoin(trainings, eq(trainings.id, enrolments.trainingId))
    .where(and(eq(enrolments.userId, userId), eq(enrolments.isActive, true), eq(trainings.courseId, courseId)))
    .limit(1);
  return Boolean(row);
}
