import "server-only";
import type { DbOrTx } from "../../db";
import { recordUpdates } from "../audit/log";
import { setBookingAccess } from "../enrolments/writes";
import { findBooking } from "./reads";
import type { SalesBooking } from "./types";

/**
 * The access rule (sales-and-batches.md §2): a booking's enrolments are active exactly while it is paid, except
 * those staff decided by hand (enrolments.accessOverride, with its reason), which the rule leaves as they are.
 * Called in the transaction of every payment, refund, cancellation, price change and learner assignment;
 * each enrolment it flips is audited. Answers the booking as it is now.
 */
export async function syncBookingAccess(tx: DbOrTx, actorUserId: string | null, bookingId: string): Promise<SalesBooking> {
  const booking = await findBooking(tx, bookingId);
  const isActive = booking.status === "paid";
  const flipped = await setBookingAccess(tx, bookingId, isActive);
  await recordUpdates(tx, actorUserId, "enrolment", flipped, (e) => ({
    entityId: e.id,
    before: { isActive: !isActive },
    after: { isActive, reason: `booking ${booking.number} is ${booking.status}` },
  }));
  return flipped.length ? findBooking(tx, bookingId) : booking;
}
