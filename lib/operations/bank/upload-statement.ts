import "server-only";
import { uploadStatement as uploadStatementIn, type UploadSummary } from "../../bank/statements";

/**
 * POST /api/admin/bank-statements: the file parsed, its rows kept once and matched, audited, in one transaction. A
 * bank-only write: lib/bank/statements opens the transaction (the bank benchmark uploads through it too).
 */
export async function uploadStatement(actorUserId: string, bytes: Uint8Array, fileName: string): Promise<UploadSummary> {
  return uploadStatementIn(actorUserId, bytes, fileName);
}
