// Bookings through the staff API (the sales tests' fixtures).
import { POST as assignRoute } from "@/app/api/admin/bookings/[id]/learners/route";
import { POST as paymentRoute } from "@/app/api/admin/bookings/[id]/payments/route";
import { POST as refundRoute } from "@/app/api/admin/bookings/[id]/refunds/route";
import { POST as createRoute } from "@/app/api/admin/bookings/route";
import { call } from "./http";

export const inr = (amount: number) => ({ amount, currency: "INR" });

/**
 * A booking in another currency than INR needs its exchange rate (books.md §1): tests that are not about the rate
 * get one; a test about it passes `exchangeRate` itself (undefined to leave it out).
 */
const foreignRate = (body: Record<string, unknown>) => {
  const currency = (body.price as { currency?: string } | undefined)?.currency;
  return currency && currency.toUpperCase() !== "INR" && !("exchangeRate" in body) ? { exchangeRate: 83.25 } : {};
};

export function createBooking(token: string, body: Record<string, unknown>) {
  return call(createRoute, {
    token,
    path: "/api/admin/bookings",
    body: { buyerName: "Asha Rao", buyerEmail: "asha.buyer@example.com", seats: 2, price: inr(50_000), ...foreignRate(body), ...body },
  });
}

export function pay(token: string, id: string, body: Record<string, unknown> = {}) {
  return call(paymentRoute, {
    token,
    params: { id },
    path: `/api/admin/bookings/${id}/payments`,
    body: { amount: inr(10_000), method: "bank_transfer", reference: "UTR123", paidOn: "2026-01-05", ...body },
  });
}

export function refund(token: string, id: string, body: Record<string, unknown> = {}) {
  return call(refundRoute, {
    token,
    params: { id },
    path: `/api/admin/bookings/${id}/refunds`,
    body: { amount: inr(1_000), reason: "Seat not needed", ...body },
  });
}

export function assign(token: string, id: string, emails: unknown) {
  return call(assignRoute, { token, params: { id }, path: `/api/admin/bookings/${id}/learners`, body: { emails } });
}
