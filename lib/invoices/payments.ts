import "server-only";
import { getDb } from "../../db";
import { addPayment, addRefund } from "../sales/ledger";
import type { LedgerEntry } from "../sales/types";
import type { PaymentInput, RefundInput } from "../validation/sales";
import { afterLedgerEntry } from "./issue";

// Money into and out of a booking's ledger, with what follows it in the same transaction: the first payment
// issues the tax invoice, a refund on an invoiced booking a credit note.

/** POST /api/admin/bookings/{id}/payments. */
export async function recordPayment(actorUserId: string, bookingId: string, input: PaymentInput): Promise<LedgerEntry> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const entry = await addPayment(tx, actorUserId, bookingId, input);
    await afterLedgerEntry(tx, actorUserId, bookingId, entry);
    return entry;
  });
}

/** POST /api/admin/bookings/{id}/refunds: never more than is paid. */
export async function recordRefund(actorUserId: string, bookingId: string, input: RefundInput): Promise<LedgerEntry> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const entry = await addRefund(tx, actorUserId, bookingId, input);
    await afterLedgerEntry(tx, actorUserId, bookingId, entry);
    return entry;
  });
}
