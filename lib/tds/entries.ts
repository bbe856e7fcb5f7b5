import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import { invoices, tdsEntries, type TdsEntry } from "../../db/schema";
import { recordAudit } from "../audit/log";
import { env } from "../env";
import { ApiError } from "../errors";
import { divideHalfUp } from "../gst/tax";
import { lockBooking } from "../sales/reads";

// A deduction of income tax at source on a booking (books.md §2), validated and recorded in the caller's
// transaction. The reconciliation of bank statements records the TDS a credit left behind through here.

export const tdsMessages = {
  tan: "Enter a valid TAN.",
  section: "Enter the section: 2 to 12 letters, digits or brackets, such as 194J.",
  amount: "The deduction must be more than 0.",
  balance: "The deduction is more than the balance.",
  cap: "A deduction is at most 20 % of the taxable value.",
} as const;

const isLetter = (c: string) => c >= "A" && c <= "Z";
const isDigit = (c: string) => c >= "0" && c <= "9";

/** Four letters, five digits, a letter (upper case). */
export const isTan = (tan: string): boolean => tan.length === 10 && [...tan].every((c, i) => (i < 4 || i === 9 ? isLetter(c) : isDigit(c)));

const isSection = (section: string): boolean =>
  section.length >= 2 && section.length <= 12 && [...section].every((c) => isLetter(c.toUpperCase()) || isDigit(c) || c === "(" || c === ")");

const fail = (field: string, message: string) => new ApiError("bad_request", message, { fieldErrors: { [field]: message } });

/** The booking's taxable value: its current invoice's, else its price without GST. */
async function taxableValueOf(tx: DbOrTx, booking: { id: string; priceMinor: number }): Promise<number> {
  const [invoice] = await tx
    .select({ taxable: invoices.taxableValueMinor })
    .from(invoices)
    .where(and(eq(invoices.bookingId, booking.id), isNull(invoices.replacedBy)));
  if (invoice) return Number(invoice.taxable);
  const basis = BigInt(Math.round(env().GST_RATE * 100));
  return Number(divideHalfUp(BigInt(booking.priceMinor) * 10000n, 10000n + basis));
}

/** Validates a deduction (TAN, section, at most the balance and 20 % of the taxable value) and records it. */
export async function recordDeduction(
  tx: DbOrTx,
  actorUserId: string | null,
  input: { bookingId: string; amountMinor: number; section: string; tan: string; deductedOn: string; reference?: string; proofId?: string | null },
): Promise<TdsEntry> {
  const tan = input.tan.trim().toUpperCase();
  if (!isTan(tan)) throw fail("tan", tdsMessages.tan);
  const section = input.section.trim().toUpperCase();
  if (!isSection(section)) throw fail("section", tdsMessages.section);
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) throw fail("amount", tdsMessages.amount);
  const booking = await lockBooking(tx, input.bookingId);
  const [taken] = await tx
    .select({ total: sql<string>`coalesce(sum(${tdsEntries.amountMinor}), 0)` })
    .from(tdsEntries)
    .where(eq(tdsEntries.bookingId, booking.id));
  const deducted = Number(taken?.total ?? 0);
  if (input.amountMinor > booking.balanceMinor - deducted) throw fail("amount", tdsMessages.balance);
  if ((deducted + input.amountMinor) * 5 > (await taxableValueOf(tx, booking))) throw fail("amount", tdsMessages.cap);
  const [entry] = await tx
    .insert(tdsEntries)
    .values({
      bookingId: booking.id,
      amountMinor: input.amountMinor,
      currency: booking.currency,
      section,
      tan,
      deductedOn: input.deductedOn,
      reference: input.reference ?? "",
      proofId: input.proofId ?? null,
      recordedBy: actorUserId,
    })
    .returning();
  await recordAudit(tx, { actorUserId, action: "create", entity: "tds_entry", entityId: entry!.id, after: { ...entry, booking: booking.number } });
  return { ...entry!, amountMinor: Number(entry!.amountMinor) };
}
