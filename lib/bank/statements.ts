import "server-only";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { bankStatementRows, bankStatements, type BankMatchKind, type BankRowStatus, type BankStatementRow } from "../../db/schema";
import { recordAudit } from "../audit/log";
import { now } from "../clock";
import { ApiError } from "../errors";
import { bankMessages } from "../validation/bank";
import { keepLines } from "./keep";
import { parseStatement, StatementFormatError, type StatementLine } from "./parse";

// Bank statements (books.md §6): an upload is parsed, matched against what is open and kept row by row (a row
// already uploaded, in this statement or an earlier overlapping one, adds nothing); staff read it back and ignore rows.
// Applying rows (a payment each) touches other domains: lib/operations/bank/apply-statement-rows.ts.

export interface StatementRowView {
  id: string;
  date: string;
  description: string;
  reference: string;
  creditMinor: number;
  debitMinor: number;
  status: BankRowStatus;
  match: { kind: BankMatchKind; id: string; number: string; bookingId: string; amountMinor: number; tdsMinor: number | null } | null;
}
export interface UploadSummary {
  id: string;
  fileName: string;
  rows: number;
  credits: number;
  matched: number;
  suggested: number;
  unmatched: number;
}
export interface StatementSummary extends UploadSummary {
  uploadedAt: Date;
  applied: number;
  ignored: number;
}
export interface StatementView {
  id: string;
  fileName: string;
  uploadedAt: Date;
  rows: StatementRowView[];
}

/** The statements list shows at most this many, newest first. */
export const STATEMENT_LIST_LIMIT = 200;

export function rowView(r: BankStatementRow): StatementRowView {
  return {
    id: r.id,
    date: r.date,
    description: r.description,
    reference: r.reference,
    creditMinor: Number(r.creditMinor),
    debitMinor: Number(r.debitMinor),
    status: r.status,
    match:
      r.matchKind && r.matchId && r.matchBookingId
        ? {
            kind: r.matchKind,
            id: r.matchId,
            number: r.matchNumber ?? "",
            bookingId: r.matchBookingId,
            amountMinor: Number(r.matchAmountMinor ?? 0),
            tdsMinor: r.matchTdsMinor === null ? null : Number(r.matchTdsMinor),
          }
        : null,
  };
}

/** A file name as kept: its last path segment, at most 200 characters, "statement.csv" when none. */
const nameOf = (name: string) => (name.split(/[\\/]/).pop() ?? "").trim().slice(0, 200) || "statement.csv";

/** POST /api/admin/bank-statements: parsed, matched and kept in one transaction. */
export async function uploadStatement(actorUserId: string, bytes: Uint8Array, fileName: string): Promise<UploadSummary> {
  let lines: StatementLine[];
  try {
    lines = parseStatement(bytes);
  } catch (err) {
    if (err instanceof StatementFormatError) throw new ApiError("bad_request", err.message, { fieldErrors: { file: err.message } });
    throw err;
  }
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [statement] = await tx
      .insert(bankStatements)
      .values({ fileName: nameOf(fileName), uploadedBy: actorUserId, uploadedAt: now() })
      .returning();
    const kept = await keepLines(tx, statement!.id, lines);
    const credits = kept.filter((r) => Number(r.credit) > 0);
    const summary: UploadSummary = {
      id: statement!.id,
      fileName: statement!.fileName,
      rows: kept.length,
      credits: credits.length,
      matched: credits.filter((r) => r.status === "matched").length,
      suggested: credits.filter((r) => r.status === "suggested").length,
      unmatched: credits.filter((r) => r.status === "unmatched").length,
    };
    // The audit keeps the counts, never the rows' text (a statement is the bank's private data).
    await recordAudit(tx, { actorUserId, action: "create", entity: "bank_statement", entityId: statement!.id, after: { ...summary, lines: lines.length } });
    return summary;
  });
}

const count = (condition: ReturnType<typeof sql>) => sql<string>`count(${bankStatementRows.id}) filter (where ${condition})`;

/** GET /api/admin/bank-statements: newest first, with their rows counted by status. */
export async function listStatements(): Promise<StatementSummary[]> {
  const db = await getDb();
  const credit = sql`${bankStatementRows.creditMinor} > 0`;
  const rows = await db
    .select({
      id: bankStatements.id,
      fileName: bankStatements.fileName,
      uploadedAt: bankStatements.uploadedAt,
      rows: sql<string>`count(${bankStatementRows.id})`,
      credits: count(credit),
      matched: count(sql`${credit} and ${bankStatementRows.status} = 'matched'`),
      suggested: count(sql`${credit} and ${bankStatementRows.status} = 'suggested'`),
      unmatched: count(sql`${credit} and ${bankStatementRows.status} = 'unmatched'`),
      applied: count(sql`${bankStatementRows.status} = 'applied'`),
      ignored: count(sql`${bankStatementRows.status} = 'ignored'`),
    })
    .from(bankStatements)
    .leftJoin(bankStatementRows, eq(bankStatementRows.statementId, bankStatements.id))
    .groupBy(bankStatements.id)
    .orderBy(desc(bankStatements.uploadedAt), desc(bankStatements.id))
    .limit(STATEMENT_LIST_LIMIT);
  return rows.map((r) => ({
    ...r,
    rows: Number(r.rows),
    credits: Number(r.credits),
    matched: Number(r.matched),
    suggested: Number(r.suggested),
    unmatched: Number(r.unmatched),
    applied: Number(r.applied),
    ignored: Number(r.ignored),
  }));
}

async function findStatement(tx: DbOrTx, id: string) {
  const [statement] = await tx.select().from(bankStatements).where(eq(bankStatements.id, id));
  if (!statement) throw new ApiError("not_found", bankMessages.statementNotFound);
  return statement;
}

/** GET /api/admin/bank-statements/{id}: every row in the file's order. */
export async function getStatement(id: string): Promise<StatementView> {
  const db = await getDb();
  const statement = await findStatement(db, id);
  const rows = await db.select().from(bankStatementRows).where(eq(bankStatementRows.statementId, id)).orderBy(asc(bankStatementRows.position));
  return { id: statement.id, fileName: statement.fileName, uploadedAt: statement.uploadedAt, rows: rows.map(rowView) };
}

/** The rows of a statement named by a call, locked for the caller's transaction (404 for a row not on it). */
export async function lockStatementRows(tx: DbOrTx, statementId: string, rowIds: string[]): Promise<Map<string, BankStatementRow>> {
  const statement = await findStatement(tx, statementId);
  const rows = await tx
    .select()
    .from(bankStatementRows)
    .where(and(eq(bankStatementRows.statementId, statement.id), inArray(bankStatementRows.id, rowIds)))
    .orderBy(asc(bankStatementRows.id))
    .for("update");
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of rowIds) if (!byId.has(id)) throw new ApiError("not_found", bankMessages.rowNotFound);
  return byId;
}

/** A row applied: the payment it recorded and what it paid, in the caller's transaction. */
export async function markRowApplied(
  tx: DbOrTx,
  actorUserId: string,
  row: BankStatementRow,
  applied: { paymentId: string; match: NonNullable<StatementRowView["match"]> },
): Promise<StatementRowView> {
  const { match } = applied;
  return decideRow(
    tx,
    actorUserId,
    row,
    {
      status: "applied",
      paymentId: applied.paymentId,
      matchKind: match.kind,
      matchId: match.id,
      matchNumber: match.number,
      matchBookingId: match.bookingId,
      matchAmountMinor: match.amountMinor,
      matchTdsMinor: match.tdsMinor,
    },
    { status: "applied", paymentId: applied.paymentId, date: row.date, reference: row.reference, credit: Number(row.creditMinor), match },
  );
}

/** A statement row no one will apply (409 once applied; ignoring it again changes nothing), in the caller's transaction. */
export async function ignoreRowIn(tx: DbOrTx, actorUserId: string, statementId: string, rowId: string): Promise<StatementRowView> {
  const row = (await lockStatementRows(tx, statementId, [rowId])).get(rowId)!;
  if (row.status === "applied") throw new ApiError("conflict", bankMessages.ignoredApplied);
  if (row.status === "ignored") return rowView(row);
  return decideRow(tx, actorUserId, row, { status: "ignored" }, { status: "ignored" });
}

/** A row decided (applied or ignored): who decided and when, stored with the decision and audited with the status it left. */
async function decideRow(
  tx: DbOrTx,
  actorUserId: string,
  row: BankStatementRow,
  decision: Partial<typeof bankStatementRows.$inferInsert> & { status: "applied" | "ignored" },
  after: Record<string, unknown>,
): Promise<StatementRowView> {
  const [updated] = await tx
    .update(bankStatementRows)
    .set({ ...decision, decidedBy: actorUserId, decidedAt: now() })
    .where(eq(bankStatementRows.id, row.id))
    .returning();
  await recordAudit(tx, { actorUserId, action: "update", entity: "bank_statement_row", entityId: row.id, before: { status: row.status }, after });
  return rowView(updated!);
}
