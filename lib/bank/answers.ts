import "server-only";
import { z } from "zod";
import { bankMatchKinds, bankRowStatuses } from "../../db/schema";
import { answer, instant } from "../http/answer-schema";
import { money, moneySchema } from "../money";
import type { StatementRowView, StatementSummary, StatementView, UploadSummary } from "./statements";

// The API's shapes of bank statements (books.md §6), here and only here. Statements are in rupees.

const inr = (minor: number) => money(minor, "INR");

const matchSchema = z
  .object({
    kind: z.enum(bankMatchKinds),
    id: z.string().describe("the proof's, request's or booking's id"),
    number: z.string().describe("the request's (PR-…) or booking's (BK-…) number; a proof's request number"),
    bookingId: z.string(),
    amount: moneySchema.describe("what the request or proof asks for; a booking's balance"),
    tdsAmount: moneySchema.nullable().describe("rule 4: the request's amount less the credit; a proof's stated TDS"),
  })
  .meta({ id: "BankMatch" });

const rowSchema = z
  .object({
    _id: z.string(),
    date: z.iso.date(),
    description: z.string().describe("cleared once the row's retention ends unless it was applied"),
    reference: z.string(),
    credit: moneySchema,
    debit: moneySchema,
    status: z.enum(bankRowStatuses),
    match: matchSchema.nullable().describe("null for a debit or an unmatched credit"),
  })
  .meta({ id: "BankStatementRow" });

const rowOf = (r: StatementRowView): z.input<typeof rowSchema> => ({
  _id: r.id,
  date: r.date,
  description: r.description,
  reference: r.reference,
  credit: inr(r.creditMinor),
  debit: inr(r.debitMinor),
  status: r.status,
  match: r.match && {
    kind: r.match.kind,
    id: r.match.id,
    number: r.match.number,
    bookingId: r.match.bookingId,
    amount: inr(r.match.amountMinor),
    tdsAmount: r.match.tdsMinor === null ? null : inr(r.match.tdsMinor),
  },
});

export const statementRowsAnswer = answer(z.array(rowSchema), (rows: StatementRowView[]) => rows.map(rowOf));
export const statementRowAnswer = answer(rowSchema, rowOf);

export const statementUploadAnswer = answer(
  z
    .object({
      _id: z.string(),
      fileName: z.string(),
      rows: z.number().int().describe("rows this upload added (a row already uploaded adds nothing)"),
      credits: z.number().int(),
      matched: z.number().int(),
      suggested: z.number().int(),
      unmatched: z.number().int().describe("credits neither matched nor suggested"),
    })
    .meta({ id: "BankStatementUpload" }),
  (s: UploadSummary) => ({ ...s, _id: s.id }),
);

export const statementSummaryAnswer = answer(
  z
    .object({
      _id: z.string(),
      fileName: z.string(),
      uploadedAt: instant,
      rows: z.number().int(),
      credits: z.number().int(),
      matched: z.number().int(),
      suggested: z.number().int(),
      unmatched: z.number().int(),
      applied: z.number().int(),
      ignored: z.number().int(),
    })
    .meta({ id: "BankStatementSummary" }),
  (s: StatementSummary) => ({ ...s, _id: s.id, uploadedAt: s.uploadedAt.toISOString() }),
);

export const statementAnswer = answer(
  z
    .object({ _id: z.string(), fileName: z.string(), uploadedAt: instant, rows: z.array(rowSchema).describe("in the file's order") })
    .meta({ id: "BankStatement" }),
  (s: StatementView) => ({ _id: s.id, fileName: s.fileName, uploadedAt: s.uploadedAt.toISOString(), rows: s.rows.map(rowOf) }),
);
