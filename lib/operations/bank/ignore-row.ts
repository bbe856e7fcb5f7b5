import "server-only";
import { getDb } from "../../../db";
import { ignoreRowIn, type StatementRowView } from "../../bank/statements";

/** POST /api/admin/bank-statements/{id}/rows/{rowId}/ignore: the row, locked, is ignored (409 once applied), audited, in one transaction. */
export async function ignoreRow(actorUserId: string, statementId: string, rowId: string): Promise<StatementRowView> {
  const db = await getDb();
  return db.transaction((tx) => ignoreRowIn(tx, actorUserId, statementId, rowId));
}
