import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { belongsTo, createdAt, idColumn, oneOf } from "./_columns";
import { users } from "./accounts";
import { payments } from "./sales";

/**
 * A bank statement as uploaded (books.md §6): the file's name and who uploaded it; its rows below. The file itself
 * is not kept. Owned by lib/bank.
 */
export const bankStatements = pgTable(
  "bank_statements",
  {
    id: idColumn(),
    fileName: text("file_name").notNull(),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    uploadedAt: createdAt(),
  },
  (t) => [index("bank_statements_uploaded_idx").on(t.uploadedAt, t.id)],
);
export type BankStatement = typeof bankStatements.$inferSelect;

export const bankRowStatuses = ["matched", "suggested", "unmatched", "applied", "ignored"] as const;
export type BankRowStatus = (typeof bankRowStatuses)[number];
export const bankMatchKinds = ["proof", "request", "booking"] as const;
export type BankMatchKind = (typeof bankMatchKinds)[number];

/**
 * One line of a statement. `fingerprint` (a hash of date, reference, amount and description) keeps a line once across
 * overlapping uploads: it belongs to the statement that first brought it. Money in paise (statements are in rupees).
 * A debit is listed, never matched. `match*` is the suggestion or match worked out at upload; `paymentId` the payment
 * that applying the row recorded.
 */
export const bankStatementRows = pgTable(
  "bank_statement_rows",
  {
    id: idColumn(),
    statementId: belongsTo("statement_id", () => bankStatements.id),
    position: integer("position").notNull(),
    fingerprint: text("fingerprint").notNull().unique(),
    date: date("date", { mode: "string" }).notNull(),
    description: text("description").notNull().default(""),
    reference: text("reference").notNull().default(""),
    creditMinor: bigint("credit_minor", { mode: "number" }).notNull().default(0),
    debitMinor: bigint("debit_minor", { mode: "number" }).notNull().default(0),
    status: text("status", { enum: bankRowStatuses }).notNull(),
    matchKind: text("match_kind", { enum: bankMatchKinds }),
    matchId: text("match_id"),
    matchNumber: text("match_number"),
    matchBookingId: text("match_booking_id"),
    matchAmountMinor: bigint("match_amount_minor", { mode: "number" }),
    matchTdsMinor: bigint("match_tds_minor", { mode: "number" }),
    paymentId: text("payment_id").references(() => payments.id, { onDelete: "restrict" }),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    index("bank_statement_rows_statement_idx").on(t.statementId, t.position),
    check("bank_statement_rows_status_check", oneOf(t.status, bankRowStatuses)),
    check("bank_statement_rows_amounts_check", sql`${t.creditMinor} >= 0 and ${t.debitMinor} >= 0`),
  ],
);
export type BankStatementRow = typeof bankStatementRows.$inferSelect;
