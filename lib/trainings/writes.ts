import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { courses, trainings } from "../../db/schema";
import { recordAudit } from "../audit/log";
import { cacheTags, invalidateTags } from "../cache";
import { env } from "../env";
import { ApiError } from "../http/api-error";
import { trainingDatesProblem, type TrainingFields } from "../validation/trainings";
import { findStaffTraining } from "./staff";
import type { StaffTraining } from "./types";

async function assertCourseExists(tx: DbOrTx, courseId: string) {
  const [found] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  if (!found) throw new ApiError("bad_request", "That course does not exist.", { fieldErrors: { courseId: "That course does not exist." } });
}

function trainingValues(fields: TrainingFields, currentlyCancelled: boolean) {
  return {
    courseId: fields.courseId,
    startDate: fields.startDate,
    endDate: fields.endDate,
    startTime: fields.startTime,
    endTime: fields.endTime,
    timeZone: fields.timeZone || env().DEFAULT_TIME_ZONE,
    meetingLink: fields.meetingLink,
    // Absent leaves the cancellation as it is.
    isCancelled: fields.isCancelled ?? currentlyCancelled,
  };
}

export async function createTraining(actorUserId: string, fields: TrainingFields): Promise<StaffTraining> {
  const db = await getDb();
  const training = await db.transaction(async (tx) => {
    await assertCourseExists(tx, fields.courseId);
    const [row] = await tx.insert(trainings).values(trainingValues(fields, false)).returning({ id: trainings.id });
    const after = await findStaffTraining(tx, row!.id);
    await recordAudit(tx, { actorUserId, action: "create", entity: "training", entityId: row!.id, after });
    return after;
  });
  invalidateTags(cacheTags.trainings);
  return training;
}

/** Updates the fields given (the others keep their values); the merged training is checked like a new one. */
export async function updateTraining(actorUserId: string, id: string, changes: Partial<TrainingFields>): Promise<StaffTraining> {
  const db = await getDb();
  const training = await db.transaction(async (tx) => {
    const before = await findStaffTraining(tx, id);
    const merged: TrainingFields = {
      courseId: before.course.id,
      startDate: before.startDate,
      endDate: before.endDate,
      startTime: before.startTime,
      endTime: before.endTime,
      timeZone: before.timeZone,
      meetingLink: before.meetingLink,
      ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
    };
    const problem = trainingDatesProblem(merged);
    if (problem) throw new ApiError("bad_request", problem, { fieldErrors: { endDate: problem } });
    await assertCourseExists(tx, merged.courseId);
    await tx.update(trainings).set(trainingValues(merged, before.isCancelled)).where(eq(trainings.id, id));
    const after = await findStaffTraining(tx, id);
    await recordAudit(tx, { actorUserId, action: "update", entity: "training", entityId: id, before, after });
    return after;
  });
  invalidateTags(cacheTags.trainings);
  return training;
}

/** Deletes a training without enrolments; one with enrolments answers 409 (cancel it instead). */
export async function deleteTraining(actorUserId: string, id: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const before = await findStaffTraining(tx, id);
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
