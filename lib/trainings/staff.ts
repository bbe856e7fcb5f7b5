import "server-only";
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { courses, enrolments, trainers, trainings, users } from "../../db/schema";
import { now as clockNow } from "../clock";
import { courseSlug } from "../courses/slug";
import { env } from "../env";
import { ApiError } from "../errors";
import { seatCounts, countOf } from "./seats";
import { nextSessionAt, trainingStatusAt, type Weekday } from "../schedule/sessions";
import type { StaffTraining, StaffTrainingFilter } from "./types";
import { trainingPriceOf } from "../pricing/price";

/** Trainings as staff see them, latest start first. */
export async function selectStaffTrainings(tx: DbOrTx, filter: StaffTrainingFilter = {}, now: Date = clockNow()): Promise<StaffTraining[]> {
  const conditions: SQL[] = [];
  if (filter.id) conditions.push(eq(trainings.id, filter.id));
  if (filter.courseId) conditions.push(eq(trainings.courseId, filter.courseId));
  if (filter.endsFrom) conditions.push(gte(trainings.endDate, filter.endsFrom));
  if (filter.startsUntil) conditions.push(lte(trainings.startDate, filter.startsUntil));
  const rows = await tx
    .select({ training: trainings, courseTitle: courses.title, trainerName: users.name })
    .from(trainings)
    .innerJoin(courses, eq(courses.id, trainings.courseId))
    .leftJoin(trainers, eq(trainers.id, trainings.trainerId))
    .leftJoin(users, eq(users.id, trainers.userId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(trainings.startDate), asc(trainings.startTime), asc(trainings.id));
  const ids = rows.map((r) => r.training.id);
  const seats = await seatCounts(tx, ids);
  const counts = ids.length
    ? await tx
        .select({ trainingId: enrolments.trainingId, isActive: enrolments.isActive, n: count() })
        .from(enrolments)
        .where(inArray(enrolments.trainingId, ids))
        .groupBy(enrolments.trainingId, enrolments.isActive)
    : [];
  const totals = new Map<string, { total: number; active: number }>();
  for (const c of counts) {
    const t = totals.get(c.trainingId) ?? { total: 0, active: 0 };
    t.total += Number(c.n);
    if (c.isActive) t.active += Number(c.n);
    totals.set(c.trainingId, t);
  }
  const views = rows.map(({ training: t, courseTitle, trainerName }) => {
    const pattern = { ...t, days: t.days as Weekday[] };
    return {
      id: t.id,
      course: { id: t.courseId, title: courseTitle, slug: courseSlug(courseTitle, t.courseId) },
      startDate: t.startDate,
      endDate: t.endDate,
      startTime: t.startTime,
      endTime: t.endTime,
      timeZone: t.timeZone,
      days: pattern.days,
      skipDates: t.skipDates,
      status: trainingStatusAt(pattern, now),
      isCancelled: t.isCancelled,
      meetingLink: t.meetingLink,
      seats: seats.get(t.id) ?? countOf(t.seats, 0),
      reminders: t.reminders ?? env().REMINDER_OFFSETS,
      hasOwnReminders: t.reminders !== null,
      nextSessionAt: t.isCancelled ? undefined : nextSessionAt(pattern, now),
      trainer: t.trainerId ? { id: t.trainerId, name: trainerName ?? "" } : null,
      sequence: t.sequence,
      enrolmentCount: totals.get(t.id)?.total ?? 0,
      activeEnrolmentCount: totals.get(t.id)?.active ?? 0,
      price: trainingPriceOf(t),
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    };
  });
  return filter.status ? views.filter((v) => v.status === filter.status) : views;
}

export async function listStaffTrainings(filter: StaffTrainingFilter = {}, now?: Date): Promise<StaffTraining[]> {
  return selectStaffTrainings(await getDb(), filter, now);
}

/** How many trainings a staff filter offers: the ones nearest today. */
export const TRAINING_CHOICES = 200;

/**
 * The trainings a staff filter offers (id and "Course · start date"): the TRAINING_CHOICES whose start is nearest
 * today, and `include` (the one already chosen) whatever its date, latest start first. A large company runs tens
 * of thousands of batches: listing all of them made /admin/enrolments 4.7 MB and 7.6 s (npm run bench -- --scale).
 */
export async function trainingChoices(
  { include, limit = TRAINING_CHOICES }: { include?: string; limit?: number } = {},
  now: Date = clockNow(),
): Promise<{ id: string; label: string }[]> {
  const today = now.toISOString().slice(0, 10);
  const rows = await (
    await getDb()
  )
    .select({ id: trainings.id, title: courses.title, startDate: trainings.startDate })
    .from(trainings)
    .innerJoin(courses, eq(courses.id, trainings.courseId))
    .orderBy(sql`${trainings.id} = ${include ?? ""} desc`, sql`abs(${trainings.startDate} - ${today}::date)`, asc(trainings.id))
    .limit(limit);
  rows.sort((a, b) => b.startDate.localeCompare(a.startDate) || a.id.localeCompare(b.id));
  return rows.map((r) => ({ id: r.id, label: `${r.title} · ${r.startDate}` }));
}

export async function findStaffTraining(tx: DbOrTx, id: string): Promise<StaffTraining> {
  const [found] = await selectStaffTrainings(tx, { id });
  if (!found) throw new ApiError("not_found", "Training not found.");
  return found;
}

export async function getStaffTraining(id: string): Promise<StaffTraining> {
  return findStaffTraining(await getDb(), id);
}
