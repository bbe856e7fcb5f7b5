import type { BookingStatus } from "../validation/sales";

/** paid = payments minus refunds (minor units). */
export function paidOf(entries: { kind: "payment" | "refund"; amountMinor: number }[]): number {
  return entries.reduce((sum, e) => sum + (e.kind === "payment" ? e.amountMinor : -e.amountMinor), 0);
}

/**
 * awaiting_payment while a balance is left, paid when none is; a cancelled booking is refunded once nothing paid
 * is left with the company, cancelled until then.
 */
export function bookingStatusOf(priceMinor: number, paidMinor: number, cancelled: boolean): BookingStatus {
  if (cancelled) return paidMinor <= 0 ? "refunded" : "cancelled";
  return priceMinor - paidMinor > 0 ? "awaiting_payment" : "paid";
}
