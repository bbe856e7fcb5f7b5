import "server-only";
import { getDb } from "../../../db";
import { unsettleDeduction } from "../../collection/settlement";

/** DELETE /api/admin/tds/{id}: an unmatched deduction goes, the booking's balance reopens and the access rule applies. */
export async function removeTdsEntry(actorUserId: string, id: string): Promise<void> {
  const db = await getDb();
  await db.transaction((tx) => unsettleDeduction(tx, actorUserId, id));
}
