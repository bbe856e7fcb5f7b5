import "server-only";
import { and, asc, count, desc, eq, gte, lte, type SQL } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { courses, enrolments, trainings } from "../../db/schema";
import { recordAudit } from "../audit/log";
import { cacheTags, invalidateTags } from "../cache";
import { courseSlug } from "../courses/slug";
import { env } from "../env";
import { ApiError } from "../http/api-error";
import { trainingBodySchema, trainingFieldNames, type TrainingBody } from "../validation/admin";
import { trainingStatus, type TrainingStatus } from "./status";

/** A training (batch) as staff see it: with its meeting link, cancellation flag and enrolment counts. */
export interface AdminTrainingView {
  _id: string;
  tcStatus: TrainingStatus;
  isCancelled: boolean;
  courseId: { _id: string; courseTitle: string; courseSlug: string };
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  meetingLink: string;
  enrolmentCount: number;
  activeEnrolmentCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface TrainingFilter {
  id?: string;
  courseId?: string;
  status?: TrainingStatus;
  /** Trainings that end on or after this date. */
  endsFrom?: string;
  /** Trainings that start on or before this date. */
  startsUntil?: string;
}

async function trainingViews(tx: DbOrTx, filter: TrainingFilter = {}, now = new Date()): Promise<AdminTrainingView[]> {
  const conditions: SQL[] = [];
  if (filter.id) conditions.push(eq(trainings.id, filter.id));
  if (filter.courseId) conditions.push(eq(trainings.courseId, filter.courseId));
  if (filter.endsFrom) conditions.push(gte(trainings.endDate, filter.endsFrom));
  if (filter.startsUntil) conditions.push(lte(trainings.startDate, filter.startsUntil));
  const rows = await tx
    .select({
      training: trainings,
      courseTitle: courses.title,
    })
    .from(trainings)
    .innerJoin(courses, eq(courses.id, trainings.courseId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(trainings.startDate), asc(trainings.startTime), asc(trainings.id));
  const counts = await tx
    .select({ trainingId: enrolments.trainingId, isActive: enrolments.isActive, n: count() })
    .from(enrolments)
    .where(filter.id ? eq(enrolments.trainingId, filter.id) : undefined)
    .groupBy(enrolments.trainingId, enrolments.isActive);
  const totals = new Map<string, { total: number; active: number }>();
  for (const c of counts) {
    const t = totals.get(c.trainingId) ?? { total: 0, active: 0 };
    t.total += Number(c.n);
    if (c.isActive) t.active += Number(c.n);
    totals.set(c.trainingId, t);
  }
  const views = rows.map(({ training: t, courseTitle }) => ({
    _id: t.id,
    tcStatus: trainingStatus(t, now),
    isCancelled: t.isCancelled,
    courseId: { _id: t.courseId, courseTitle, courseSlug: courseSlug(courseTitle, t.courseId) },
    startDate: t.startDate,
    endDate: t.endDate,
    startTime: t.startTime,
    endTime: t.endTime,
    timeZone: t.timeZone,
    meetingLink: t.meetingLink,
    enrolmentCount: totals.get(t.id)?.total ?? 0,
    activeEnrolmentCount: totals.get(t.id)?.active ?? 0,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  }));
  return filter.status ? views.filter((v) => v.tcStatus === filter.status) : views;
}

/** Every training, latest start first, optionally filtered. */
export async function listAdminTrainings(filter: TrainingFilter = {}, now = new Date()): Promise<AdminTrainingView[]> {
  return trainingViews(await getDb(), filter, now);
}

async function findTraining(tx: DbOrTx, id: string): Promise<AdminTrainingView> {
  const [found] = await trainingViews(tx, { id });
  if (!found) throw new ApiError("not_found", "Training not found.");
  return found;
}

export async function getAdminTraining(id: string): Promise<AdminTrainingView> {
  return findTraining(await getDb(), id);
}

async function assertCourseExists(tx: DbOrTx, courseId: string) {
  const [found] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  if (!found) throw new ApiError("bad_request", "That course does not exist.", { fieldErrors: { courseId: "That course does not exist." } });
}

function trainingValues(body: TrainingBody, currentlyCancelled: boolean) {
  return {
    courseId: body.courseId,
    startDate: body.startDate,
    endDate: body.endDate,
    startTime: body.startTime,
    endTime: body.endTime,
    timeZone: body.timeZone || env().DEFAULT_TIME_ZONE,
    meetingLink: body.meetingLink,
    // "Cancelled" cancels; any other status reinstates (the status then follows the schedule); none keeps it.
    isCancelled: body.tcStatus === undefined || body.tcStatus === "" ? currentlyCancelled : body.tcStatus === "Cancelled",
  };
}

export async function createTraining(actorUserId: string, body: TrainingBody): Promise<AdminTrainingView> {
  const db = await getDb();
  const view = await db.transaction(async (tx) => {
    await assertCourseExists(tx, body.courseId);
    const [row] = await tx.insert(trainings).values(trainingValues(body, false)).returning({ id: trainings.id });
    const after = await findTraining(tx, row!.id);
    await recordAudit(tx, { actorUserId, action: "create", entity: "training", entityId: row!.id, after });
    return after;
  });
  invalidateTags(cacheTags.trainings);
  return view;
}

/** Updates the fields present in `patch`; the merged training is validated like a new one. */
export async function updateTraining(actorUserId: string, id: string, patch: Record<string, unknown>): Promise<AdminTrainingView> {
  const db = await getDb();
  const view = await db.transaction(async (tx) => {
    const before = await findTraining(tx, id);
    const merged: Record<string, unknown> = {
      courseId: before.courseId._id,
      startDate: before.startDate,
      endDate: before.endDate,
      startTime: before.startTime,
      endTime: before.endTime,
      timeZone: before.timeZone,
      meetingLink: before.meetingLink,
    };
    for (const field of trainingFieldNames) if (patch[field] !== undefined) merged[field] = patch[field];
    if (typeof patch.isCancelled === "boolean" && patch.tcStatus === undefined) merged.tcStatus = patch.isCancelled ? "Cancelled" : "Scheduled";
    const body = trainingBodySchema.parse(merged);
    await assertCourseExists(tx, body.courseId);
    await tx.update(trainings).set(trainingValues(body, before.isCancelled)).where(eq(trainings.id, id));
    const after = await findTraining(tx, id);
    await recordAudit(tx, { actorUserId, action: "update", entity: "training", entityId: id, before, after });
    return after;
  });
  invalidateTags(cacheTags.trainings);
  return view;
}

/** Deletes a training without enrolments; one with enrolments answers 409 (cancel it instead). */
export async function deleteTraining(actorUserId: string, id: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const before = await findTraining(tx, id);
    if (before.enrolmentCount > 0) {
      throw new ApiError(
        "conflict",
        `This training has ${before.enrolmentCount} enrolment${before.enrolmentCount === 1 ? "" : "s"}. Cancel it instead, or remove the enrolments first.`,
      );
    }
    await tx.delete(trainings).where(eq(trainings.id, id));
    await recordAudit(tx, { actorUserId, action: "delete", entity: "training", entityId: id, before });
  });
  invalidateTags(cacheTags.trainings);
}
