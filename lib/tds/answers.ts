import "server-only";
import { z } from "zod";
import type { TdsEntry as TdsRow } from "../../db/schema";
import { answer, instant } from "../http/answer-schema";
import { money, moneySchema } from "../money";
import type { StatementResult } from "./statement";
import { tdsStatuses, tdsStatusOfRow } from "./status";

// The API's shapes of TDS deductions (books.md §2), here and only here.

export const tdsEntrySchema = z
  .object({
    _id: z.string(),
    bookingId: z.string(),
    amount: moneySchema.describe("in the booking's currency"),
    section: z.string().describe("194J, 194C, 393(1)…"),
    tan: z.string().describe("the deductor's TAN, upper case"),
    deductedOn: z.iso.date(),
    reference: z.string(),
    status: z.enum(tdsStatuses).describe("certificate once a certificate number is recorded, else matched once the government's statement shows it"),
    matchedOn: z.iso.date().nullable().describe("the day the government's statement first showed it"),
    certificateNumber: z.string().nullable(),
    createdAt: instant,
  })
  .meta({ id: "TdsEntry" });

type EntryLike = Omit<TdsRow, "amountMinor"> & { amountMinor: number | string };

export const tdsEntryWire = (e: EntryLike): z.input<typeof tdsEntrySchema> => ({
  _id: e.id,
  bookingId: e.bookingId,
  amount: money(Number(e.amountMinor), e.currency),
  section: e.section,
  tan: e.tan,
  deductedOn: e.deductedOn,
  reference: e.reference,
  status: tdsStatusOfRow(e),
  matchedOn: e.matchedOn,
  certificateNumber: e.certificateNumber,
  createdAt: e.createdAt.toISOString(),
});

export const tdsEntryAnswer = answer(tdsEntrySchema, tdsEntryWire);

/** The buyer's and the lead's view of a deduction on their booking: what, under which section, and where it stands. */
export const tdsSummarySchema = z.object({ amount: moneySchema, section: z.string(), status: z.enum(tdsStatuses) }).meta({ id: "TdsDeduction" });
export const tdsSummaryOf = (e: EntryLike): z.input<typeof tdsSummarySchema> => ({
  amount: money(Number(e.amountMinor), e.currency),
  section: e.section,
  status: tdsStatusOfRow(e),
});

// The answer to a statement's import: how many rows, how many matched, and the rows that matched nothing.
const rowSchema = z
  .object({
    line: z.number().int().describe("the row's line in the file"),
    tan: z.string(),
    deductor: z.string(),
    section: z.string(),
    transactionDate: z.iso.date().nullable().describe("null when the date could not be read"),
    amountPaid: moneySchema.nullable(),
    tdsDeposited: moneySchema.nullable(),
  })
  .meta({ id: "TdsStatementRow" });

export const statementResultAnswer = answer(
  z
    .object({
      rows: z.number().int().describe("rows read"),
      matched: z.number().int().describe("rows that match an entry (now, or on an earlier upload of the same statement)"),
      unmatched: z.array(rowSchema).describe("rows that match no entry"),
    })
    .meta({ id: "TdsStatementResult" }),
  (r: StatementResult) => ({
    rows: r.rows,
    matched: r.matched,
    unmatched: r.unmatched.map(({ key: _key, amountPaidMinor, tdsDepositedMinor, ...row }) => ({
      ...row,
      amountPaid: amountPaidMinor === null ? null : money(amountPaidMinor, "INR"),
      tdsDeposited: tdsDepositedMinor === null ? null : money(tdsDepositedMinor, "INR"),
    })),
  }),
);
