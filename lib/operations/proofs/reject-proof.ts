import "server-only";
import { getDb } from "../../../db";
import type { ProofView } from "../../collection/answers";
import { rejectProofIn } from "../../collection/proofs";

/** POST /api/admin/payment-proofs/{id}/reject: the request is open again and the buyer is told why, in one transaction. */
export async function rejectProof(actorUserId: string, id: string, reason: string): Promise<ProofView> {
  const db = await getDb();
  return db.transaction((tx) => rejectProofIn(tx, actorUserId, id, reason));
}
