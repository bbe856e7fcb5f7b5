import "server-only";
import { getDb } from "../../../db";
import { noticeTrainingChange } from "../../batches/change-notices";
import { cacheTags, invalidateTags } from "../../cache";
import { findStaffTraining } from "../../trainings/staff";
import type { StaffTraining } from "../../trainings/types";
import { assertCourseExists, mergeTrainingChanges, writeTrainingChanges } from "../../trainings/writes";
import type { TrainingFields } from "../../validation/trainings";
import { assertTrainerFits } from "./create-training";

/** The changes that make an assigned trainer's sessions different: the trainer, the pattern, a reinstatement. */
const rechecksTrainer = (changes: Partial<TrainingFields>) =>
  (["trainerId", "startDate", "endDate", "startTime", "endTime", "timeZone", "days", "skipDates", "isCancelled"] as const).some(
    (k) => changes[k] !== undefined,
  );

/**
 * PUT /api/admin/trainings/{id}: updates the fields given (the others keep their values); the merged training is
 * checked like a new one, and learners are told what changed, in one transaction.
 */
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
