import type { BookingStatus } from "../validation/sales";

/** paid = payments minus refunds (minor units). */
export function paidOf(entries: { kind: "payment" | "refund"; amountMinor: number }[]): number {
  return entries.reduce((sum, e) => sum + (e.kind === "payment" ? e.amountMinor : -e.amountMinor), 0);
}

/**
 * awaiting_payment while a balance is left, paid when none is: the balance is the price less what was paid and what
 * the buyer deducted as TDS (books.md §2: a deduction settles like money). A cancelled booking is refunded once
 * nothing paid is left with the company, cancelled until then.
 */
export function bookingStatusOf(priceMinor: number, paidMinor: number, cancelled: boolean, deductedMinor = 0): BookingStatus {
  if (cancelled) return paidMinor <= 0 ? "refunded" : "cancelled";
  return priceMinor - paidMinor - deductedMinor > 0 ? "awaiting_payment" : "paid";
}
