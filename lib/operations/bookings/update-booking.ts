import "server-only";
import { getDb } from "../../../db";
import { cacheTags, invalidateTags } from "../../cache";
import { toMinor } from "../../money";
import { debitWhatIsNowOwed, priceRaisedReason } from "../../invoices/debit-notes";
import { afterBookingChange } from "../../invoices/issue";
import { applyBookingChange, finishBookingChange } from "../../sales/writes";
import type { SalesBooking } from "../../sales/types";
import type { BookingUpdate } from "../../validation/sales";
import { cancelOutstandingRequests } from "../../collection/requests";

/**
 * PUT /api/admin/bookings/{id}: seats, price, cancel, or move to another batch, in one transaction with what
 * follows: a lowered price or a cancellation credits what an invoiced booking no longer owes and a raised price
 * debits the increase (lib/invoices, books.md §3), and a
 * cancelled booking's payment requests stop asking for money (billing-and-delivery.md §5). Seats left show on
 * public pages: the trainings' cache is dropped once it commits.
 */
export async function updateBooking(actorUserId: string, id: string, change: BookingUpdate): Promise<SalesBooking> {
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    const effects = await applyBookingChange(tx, id, change);
    await afterBookingChange(tx, actorUserId, id, { cancelled: effects.cancelled, priceLowered: effects.priceLowered });
    if (effects.priceRaised && change.price) {
      const reason = priceRaisedReason(effects.before.priceMinor, toMinor(change.price.amount, change.price.currency), change.price.currency);
      await debitWhatIsNowOwed(tx, actorUserId, id, reason);
    }
    if (change.status === "cancelled") await cancelOutstandingRequests(tx, actorUserId, id);
    return finishBookingChange(tx, actorUserId, id, change, effects);
  });
  invalidateTags(cacheTags.trainings);
  return saved;
}
