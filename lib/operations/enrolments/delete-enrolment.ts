import "server-only";
import { getDb } from "../../../db";
import { cacheTags, invalidateTags } from "../../cache";
import { deleteEnrolmentIn } from "../../enrolments/writes";

/** DELETE /api/admin/enrollments/{id}: the enrolment goes (audited) in one transaction; the public batches are dropped after it. */
export async function deleteEnrolment(actorUserId: string, id: string): Promise<void> {
  const db = await getDb();
  await db.transaction((tx) => deleteEnrolmentIn(tx, actorUserId, id));
  invalidateTags(cacheTags.trainings);
}
