// Bank reconciliation's input (books.md §6): what the apply call takes, and the messages its answers give.
// Browser-safe: the console's Bank page validates with the same schema.
import { z } from "zod";
import { idField } from "./common";
import { hasAtMostTwoDecimals } from "./sales";

export const bankMessages = {
  statementNotFound: "Statement not found.",
  rowNotFound: "That row is not on this statement.",
  rows: "Choose at least one row, at most 500.",
  duplicateRow: "A row can be applied once per call.",
  needsTarget: "Name the booking or payment request this credit pays.",
  debit: "A debit is never applied: only credits are.",
  applied: "This row is already applied.",
  ignoredApplied: "An applied row can't be ignored.",
  requestNotFound: "That payment request does not exist or is cancelled.",
  bookingNotFound: "That booking does not exist.",
  requestOfAnotherBooking: "That payment request belongs to another booking.",
  referenceRecorded: (booking: string) => `This reference is already recorded as a payment on booking ${booking}.`,
  proofDecided: "The matched proof of payment has already been approved or rejected: name the booking or request instead.",
  tdsAmount: "The TDS is an amount of at least 0 with at most 2 decimals.",
} as const;

/** At most this many rows in one apply call. */
export const APPLY_MAX_ROWS = 500;

const tdsAmount = z
  .number({ message: bankMessages.tdsAmount })
  .refine((v) => Number.isFinite(v) && v >= 0 && v < 1e12 && hasAtMostTwoDecimals(v), bankMessages.tdsAmount)
  .describe("rupees; 0 records no deduction");

export const applyRowInput = z.object({
  rowId: idField,
  bookingId: idField.optional().describe("pay this booking instead of the match"),
  requestId: idField.optional().describe("pay this payment request (and its booking) instead of the match"),
  tdsAmount: z
    .union([tdsAmount, z.object({ amount: tdsAmount, currency: z.literal("INR") }).transform((m) => m.amount)])
    .optional()
    .describe("the TDS deducted beside this credit (the suggestion's, or the proof's, when not given)"),
  tan: z.string().trim().max(20).optional(),
  tdsSection: z.string().trim().max(20).optional(),
});
export type ApplyRowInput = z.output<typeof applyRowInput>;

/** POST /api/admin/bank-statements/{id}/apply. */
export const applyRowsBody = z.object({
  rows: z
    .array(applyRowInput, { message: bankMessages.rows })
    .min(1, bankMessages.rows)
    .max(APPLY_MAX_ROWS, bankMessages.rows)
    .refine((rows) => new Set(rows.map((r) => r.rowId)).size === rows.length, bankMessages.duplicateRow),
});
export type ApplyRowsInput = z.output<typeof applyRowsBody>;
