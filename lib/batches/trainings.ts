import "server-only";
import { getDb, type DbOrTx } from "../../db";
import { cacheTags, invalidateTags } from "../cache";
import { env } from "../env";
import { assertTrainerFree } from "../trainers/assign";
import { findStaffTraining } from "../trainings/staff";
import type { StaffTraining } from "../trainings/types";
import { assertCourseExists, assertPriceFits, insertTraining, mergeTrainingChanges, writeTrainingChanges } from "../trainings/writes";
import type { TrainingFields } from "../validation/trainings";
import { noticeTrainingChange } from "./change-notices";

// Staff creating and editing a batch: the trainings domain writes the row, the trainer must be free for every
// session, and learners are told what changed, all in one transaction.

/** A batch's trainer must be free for every session (lib/trainers/assign.ts): 400 unknown or inactive, 409 a clash. */
async function assertTrainerFits(tx: DbOrTx, fields: TrainingFields, isCancelled: boolean, id?: string) {
  if (!fields.trainerId) return;
  await assertTrainerFree(tx, fields.trainerId, { ...fields, timeZone: fields.timeZone || env().DEFAULT_TIME_ZONE, isCancelled, id });
}

/** The changes that make an assigned trainer's sessions different: the trainer, the pattern, a reinstatement. */
const rechecksTrainer = (changes: Partial<TrainingFields>) =>
  (["trainerId", "startDate", "endDate", "startTime", "endTime", "timeZone", "days", "skipDates", "isCancelled"] as const).some(
    (k) => changes[k] !== undefined,
  );

export async function createTraining(actorUserId: string, fields: TrainingFields): Promise<StaffTraining> {
  assertPriceFits(fields);
  const db = await getDb();
  const training = await db.transaction(async (tx) => {
    await assertCourseExists(tx, fields.courseId);
    await assertTrainerFits(tx, fields, fields.isCancelled ?? false);
    return insertTraining(tx, actorUserId, fields);
  });
  invalidateTags(cacheTags.trainings);
  return training;
}

/** Updates the fields given (the others keep their values); the merged training is checked like a new one. */
export async function updateTraining(actorUserId: string, id: string, changes: Partial<TrainingFields>): Promise<StaffTraining> {
  const db = await getDb();
  const training = await db.transaction(async (tx) => {
    const before = await findStaffTraining(tx, id);
    const merged = mergeTrainingChanges(before, changes);
    await assertCourseExists(tx, merged.courseId);
    if (rechecksTrainer(changes)) await assertTrainerFits(tx, merged, merged.isCancelled ?? before.isCancelled, id);
    const after = await writeTrainingChanges(tx, actorUserId, before, merged, changes);
    // Learners are told what changed, with the updated calendar event (lib/batches/change-notices.ts).
    after.sequence = await noticeTrainingChange(tx, before, after);
    return after;
  });
  invalidateTags(cacheTags.trainings);
  return training;
}
