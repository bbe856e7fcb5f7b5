import "server-only";
import { getDb } from "../../../db";
import { cacheTags, invalidateTags } from "../../cache";
import { deleteTraining as deleteTrainingIn } from "../../trainings/writes";

/** DELETE /api/admin/trainings/{id}: a training without enrolments goes (409 with some); the public batches are dropped after. */
export async function deleteTraining(actorUserId: string, id: string): Promise<void> {
  const db = await getDb();
  await db.transaction((tx) => deleteTrainingIn(tx, actorUserId, id));
  invalidateTags(cacheTags.trainings);
}
