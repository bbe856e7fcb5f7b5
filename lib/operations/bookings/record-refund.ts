import "server-only";
import { getDb } from "../../../db";
import { cacheTags, invalidateTags } from "../../cache";
import { afterLedgerEntry } from "../../invoices/issue";
import { addRefund } from "../../sales/ledger";
import type { LedgerEntry } from "../../sales/types";
import type { RefundInput } from "../../validation/sales";

/**
 * POST /api/admin/bookings/{id}/refunds: never more than is paid; on an invoiced booking the credit note for what
 * is no longer owed is issued in the same transaction. The sales lists are dropped after it commits.
 */
export async function recordRefund(actorUserId: string, bookingId: string, input: RefundInput): Promise<LedgerEntry> {
  const db = await getDb();
  const entry = await db.transaction(async (tx) => {
    const refund = await addRefund(tx, actorUserId, bookingId, input);
    await afterLedgerEntry(tx, actorUserId, bookingId, refund);
    return refund;
  });
  invalidateTags(cacheTags.sales);
  return entry;
}
