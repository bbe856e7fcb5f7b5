import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "../../db";
import { enrolments, reviews, trainings } from "../../db/schema";
import { getCourse, listCourses } from "../courses/service";
import { joinWindow } from "../trainings/schedule";
import { trainingStatus } from "../trainings/status";
import type { MyEnrolmentView } from "../trainings/types";

export type { MyEnrolmentView };

/** The caller's enrolments, soonest training first. Never anyone else's. */
export async function listMyEnrolments(userId: string, now: Date = new Date()): Promise<MyEnrolmentView[]> {
  const db = await getDb();
  const [rows, myReviews, courseList] = await Promise.all([
    db
      .select({
        id: enrolments.id,
        isActive: enrolments.isActive,
        training: {
          id: trainings.id,
          courseId: trainings.courseId,
          startDate: trainings.startDate,
          endDate: trainings.endDate,
          startTime: trainings.startTime,
          endTime: trainings.endTime,
          timeZone: trainings.timeZone,
          meetingLink: trainings.meetingLink,
          isCancelled: trainings.isCancelled,
        },
      })
      .from(enrolments)
      .innerJoin(trainings, eq(trainings.id, enrolments.trainingId))
      .where(eq(enrolments.userId, userId))
      .orderBy(asc(trainings.startDate), asc(trainings.startTime)),
    db.select({ courseId: reviews.courseId, rating: reviews.rating, review: reviews.review }).from(reviews).where(eq(reviews.userId, userId)),
    listCourses(),
  ]);
  const courses = new Map(courseList.map((c) => [c._id, c]));
  const reviewsByCourse = new Map(myReviews.map((r) => [r.courseId, { rating: Number(r.rating), review: r.review }]));
  const views: MyEnrolmentView[] = [];
  for (const row of rows) {
    const course = courses.get(row.training.courseId) ?? (await getCourse(row.training.courseId));
    if (!course) continue;
    const status = trainingStatus(row.training, now);
    const t = row.training;
    const canJoin = row.isActive && status !== "Cancelled";
    views.push({
      _id: row.id,
      isActive: row.isActive,
      isLive: row.isActive && status === "Ongoing",
      join: canJoin && t.meetingLink ? joinWindow(t, now) : { isOpen: false },
      trainingId: {
        _id: t.id,
        tcStatus: status,
        courseId: course,
        startDate: t.startDate,
        endDate: t.endDate,
        startTime: t.startTime,
        endTime: t.endTime,
        timeZone: t.timeZone,
        ...(row.isActive && t.meetingLink ? { meetingLink: t.meetingLink } : {}),
      },
      myReview: reviewsByCourse.get(course._id) ?? null,
    });
  }
  return views;
}

/** One of the caller's enrolments by training, or undefined when the caller is not enrolled in it. */
export async function findMyEnrolment(userId: string, trainingId: string, now: Date = new Date()): Promise<MyEnrolmentView | undefined> {
  return (await listMyEnrolments(userId, now)).find((e) => e.trainingId._id === trainingId);
}

/** Whether the user has an active enrolment in a training of the course (the right to review it). */
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
