import "server-only";
import { getDb, type DbOrTx } from "../../../db";
import { cacheTags, invalidateTags } from "../../cache";
import { afterLedgerEntry } from "../../invoices/issue";
import { addPayment } from "../../sales/ledger";
import type { LedgerEntry } from "../../sales/types";
import type { PaymentInput } from "../../validation/sales";

// Money into a booking has one door: staff recording it, a proof approved and a bank statement's credit applied
// all come through recordPaymentIn, so each payment is numbered from the receipt series, turns the access rule and,
// the booking's first, issues its tax invoice, in the caller's transaction.

/** A payment into the ledger with what follows it (the invoice on a first payment), in the caller's transaction. */
export async function recordPaymentIn(tx: DbOrTx, actorUserId: string, bookingId: string, input: PaymentInput): Promise<LedgerEntry> {
  const entry = await addPayment(tx, actorUserId, bookingId, input);
  await afterLedgerEntry(tx, actorUserId, bookingId, entry);
  return entry;
}

/** POST /api/admin/bookings/{id}/payments: the payment in one transaction; the sales lists are dropped after it commits. */
export async function recordPayment(actorUserId: string, bookingId: string, input: PaymentInput): Promise<LedgerEntry> {
  const db = await getDb();
  const entry = await db.transaction((tx) => recordPaymentIn(tx, actorUserId, bookingId, input));
  invalidateTags(cacheTags.sales);
  return entry;
}
