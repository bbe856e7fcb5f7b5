import "server-only";
import { and, inArray, lt, ne, or } from "drizzle-orm";
import { getDb } from "../../db";
import { bankStatementRows, bankStatements } from "../../db/schema";
import { now } from "../clock";

/**
 * How long a statement row's text (the bank's narration and reference: payers' names, account and UPI ids) is kept
 * unless the row was applied. An applied row is the audit trail of the payment it recorded and keeps everything
 * (its date, amount, reference and description; the payment keeps the reference too). Any other row (a debit, a
 * credit ignored or never applied) keeps only its date, amounts, status and match after this: enough to show what
 * the statement held and, through its fingerprint, to keep an overlapping upload from adding it again.
 */
export const BANK_ROW_TEXT_DAYS = 90;

const DAY_MS = 86_400_000;

/** Clears the text of rows past their retention (the hourly housekeeping job); answers how many rows it cleared. */
export async function clearExpiredStatementText(at: Date = now()): Promise<number> {
  const db = await getDb();
  const before = new Date(at.getTime() - BANK_ROW_TEXT_DAYS * DAY_MS);
  const expired = db.select({ id: bankStatements.id }).from(bankStatements).where(lt(bankStatements.uploadedAt, before));
  const cleared = await db
    .update(bankStatementRows)
    .set({ description: "", reference: "" })
    .where(
      and(
        inArray(bankStatementRows.statementId, expired),
        ne(bankStatementRows.status, "applied"),
        or(ne(bankStatementRows.description, ""), ne(bankStatementRows.reference, "")),
      ),
    )
    .returning({ id: bankStatementRows.id });
  return cleared.length;
}

/** For the console: the day a statement's unapplied rows lose their text. */
export const textClearedAfter = (uploadedAt: Date): Date => new Date(uploadedAt.getTime() + BANK_ROW_TEXT_DAYS * DAY_MS);
