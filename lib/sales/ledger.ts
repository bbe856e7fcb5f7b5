import "server-only";
import type { DbOrTx } from "../../db";
import { payments } from "../../db/schema";
import { recordAudit } from "../audit/log";
import { ApiError } from "../errors";
import type { MoneyInput, PaymentInput, RefundInput } from "../validation/sales";
import { syncBookingAccess } from "./access";
import { formatMoneyPlain, toMinor } from "../money";
import { nextNumber } from "./numbers";
import { bookings } from "../../db/schema";
import { eq } from "drizzle-orm";
import { lockBooking } from "./reads";
import type { LedgerEntry, SalesBooking } from "./types";
import { companyToday } from "../company";

export const ledgerMessages = {
  currency: (currency: string) => `This booking is in ${currency}: record the amount in ${currency}.`,
  cancelled: "This booking is cancelled: record no more payments (a refund is still possible).",
  refundTooMuch: (paid: string) => `A refund can't be more than was paid (${paid}).`,
  refundOverPrice: (price: string) => `A refund that lowers the price must be less than the price (${price}): cancel the booking to refund it all.`,
  futureDate: "The payment date can't be in the future.",
} as const;

const amountError = (message: string) => new ApiError("bad_request", message, { fieldErrors: { amount: message } });

function checkCurrency(booking: SalesBooking, amount: MoneyInput) {
  if (amount.currency !== booking.currency) throw amountError(ledgerMessages.currency(booking.currency));
}

/**
 * One ledger entry, in the caller's transaction with the booking locked: numbered from the receipt series, audited,
 * and the booking's access recomputed (a payment that clears the balance activates its learners at once). The
 * invoice that follows a payment or refund is issued above, by lib/operations/bookings, in the same transaction,
 * and the sales lists are dropped there once it commits.
 */
async function addEntry(
  tx: DbOrTx,
  actorUserId: string,
  bookingId: string,
  prepare: (booking: SalesBooking) => Omit<typeof payments.$inferInsert, "bookingId" | "receiptNumber" | "recordedBy">,
): Promise<LedgerEntry> {
  const booking = await lockBooking(tx, bookingId);
  const values = prepare(booking);
  const receiptNumber = await nextNumber(tx, "RC");
  const [row] = await tx
    .insert(payments)
    .values({ ...values, bookingId, receiptNumber, recordedBy: actorUserId })
    .returning();
  const entry = { ...row!, amountMinor: Number(row!.amountMinor) };
  await recordAudit(tx, { actorUserId, action: "create", entity: "payment", entityId: entry.id, after: { ...entry, booking: booking.number } });
  await syncBookingAccess(tx, actorUserId, bookingId);
  return entry;
}

/** A payment into the ledger (the command of POST /api/admin/bookings/{id}/payments), in the caller's transaction. */
export async function addPayment(tx: DbOrTx, actorUserId: string, bookingId: string, input: PaymentInput): Promise<LedgerEntry> {
  const amountMinor = toMinor(input.amount.amount, input.amount.currency);
  if (input.paidOn > companyToday()) throw new ApiError("bad_request", ledgerMessages.futureDate, { fieldErrors: { paidOn: ledgerMessages.futureDate } });
  return addEntry(tx, actorUserId, bookingId, (booking) => {
    checkCurrency(booking, input.amount);
    if (booking.cancelledAt) throw new ApiError("conflict", ledgerMessages.cancelled);
    return {
      kind: "payment",
      amountMinor,
      currency: booking.currency,
      method: input.method,
      reference: input.reference,
      paidOn: input.paidOn,
      note: input.note,
    };
  });
}

/**
 * A refund (POST /api/admin/bookings/{id}/refunds), in the caller's transaction: never more than is paid. With
 * `lowerPrice` (a reduction agreed: days missed, goodwill) the price drops by the amount first, so no balance reopens
 * (books.md §3); the price stays above zero (a refund of it all is a cancellation).
 */
export async function addRefund(tx: DbOrTx, actorUserId: string, bookingId: string, input: RefundInput): Promise<LedgerEntry> {
  const amountMinor = toMinor(input.amount.amount, input.amount.currency);
  const today = companyToday();
  const paidOn = input.paidOn ?? today;
  if (paidOn > today) throw new ApiError("bad_request", ledgerMessages.futureDate, { fieldErrors: { paidOn: ledgerMessages.futureDate } });
  if (input.lowerPrice) {
    const booking = await lockBooking(tx, bookingId);
    checkCurrency(booking, input.amount);
    if (amountMinor > booking.paidMinor) throw amountError(ledgerMessages.refundTooMuch(formatMoneyPlain(Math.max(0, booking.paidMinor), booking.currency)));
    if (amountMinor >= booking.priceMinor) throw amountError(ledgerMessages.refundOverPrice(formatMoneyPlain(booking.priceMinor, booking.currency)));
    await tx
      .update(bookings)
      .set({ priceMinor: booking.priceMinor - amountMinor })
      .where(eq(bookings.id, bookingId));
    await recordAudit(tx, {
      actorUserId,
      action: "update",
      entity: "booking",
      entityId: bookingId,
      before: { price: { minor: booking.priceMinor, currency: booking.currency } },
      after: { price: { minor: booking.priceMinor - amountMinor, currency: booking.currency }, reason: input.reason },
    });
  }
  return addEntry(tx, actorUserId, bookingId, (booking) => {
    checkCurrency(booking, input.amount);
    if (amountMinor > booking.paidMinor) throw amountError(ledgerMessages.refundTooMuch(formatMoneyPlain(Math.max(0, booking.paidMinor), booking.currency)));
    return { kind: "refund", amountMinor, currency: booking.currency, method: null, reference: "", paidOn, reason: input.reason };
  });
}
