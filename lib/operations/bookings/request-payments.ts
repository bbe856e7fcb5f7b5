import "server-only";
import { getDb } from "../../../db";
import { createPaymentRequests, type PaymentRequestView } from "../../collection/requests";
import type { PaymentRequestsInput } from "../../validation/collection";

/**
 * POST /api/admin/bookings/{id}/payment-requests: the instalments numbered, each with its pay link mailed to the
 * buyer, in one transaction with the booking locked.
 */
export async function requestPayments(actorUserId: string, bookingId: string, input: PaymentRequestsInput): Promise<PaymentRequestView[]> {
  const db = await getDb();
  return db.transaction((tx) => createPaymentRequests(tx, actorUserId, bookingId, input));
}
