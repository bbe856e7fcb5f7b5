import "server-only";
import { getDb } from "../../../db";
import { deleteWaitlistEntry } from "../../batches/waitlist";

/** DELETE /api/admin/trainings/{id}/waitlist/{entryId}: the person leaves the training's waitlist, audited. */
export async function removeWaitlistEntry(actorUserId: string, trainingId: string, entryId: string): Promise<void> {
  const db = await getDb();
  await db.transaction((tx) => deleteWaitlistEntry(tx, actorUserId, trainingId, entryId));
}
