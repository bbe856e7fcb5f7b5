import "server-only";
import { getDb, type DbOrTx } from "../../../db";
import { cacheTags, invalidateTags } from "../../cache";
import { env } from "../../env";
import { assertTrainerFree } from "../../trainers/assign";
import type { StaffTraining } from "../../trainings/types";
import { assertCourseExists, assertPriceFits, insertTraining } from "../../trainings/writes";
import type { TrainingFields } from "../../validation/trainings";

// Staff creating and editing a batch: the trainings domain writes the row, the trainer must be free for every
// session, and learners are told what changed, all in one transaction; the public batches are dropped after it.

/** A batch's trainer must be free for every session (lib/trainers/assign.ts): 400 unknown or inactive, 409 a clash. */
export async function assertTrainerFits(tx: DbOrTx, fields: TrainingFields, isCancelled: boolean, id?: string) {
  if (!fields.trainerId) return;
  await assertTrainerFree(tx, fields.trainerId, { ...fields, timeZone: fields.timeZone || env().DEFAULT_TIME_ZONE, isCancelled, id });
}

/** POST /api/admin/trainings: the batch, checked (its course, its price, its trainer free), in one transaction. */
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
