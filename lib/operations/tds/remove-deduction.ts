import "server-only";
import { getDb } from "../../../db";
import { cacheTags, invalidateTags } from "../../cache";
import { unsettleDeduction } from "../../collection/settlement";

/**
 * DELETE /api/admin/tds/{id}: an unmatched deduction goes, the booking's balance reopens and the access rule applies;
 * the sales lists are dropped once it commits.
 */
export async function removeTdsEntry(actorUserId: string, id: string): Promise<void> {
  const db = await getDb();
  await db.transaction((tx) => unsettleDeduction(tx, actorUserId, id));
  invalidateTags(cacheTags.sales);
}
