import "server-only";
import { getDb } from "../../../db";
import { matchStatementIn, type StatementResult } from "../../tds/statement";
import { parseStatement } from "../../tds/statement-parse";

/**
 * POST /api/admin/tds/statement: the government's statement parsed (400 before anything opens), then its rows matched
 * to the entries not yet matched, the file's TANs' entries locked, in one transaction.
 */
export async function importStatement(actorUserId: string, bytes: Uint8Array): Promise<StatementResult> {
  const rows = parseStatement(bytes);
  const db = await getDb();
  return db.transaction((tx) => matchStatementIn(tx, actorUserId, rows, bytes));
}
