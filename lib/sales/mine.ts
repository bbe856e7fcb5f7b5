import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "../../db";
import { payments } from "../../db/schema";
import type { SessionUser } from "../auth/session";
import { ApiError } from "../http/api-error";
import { selectBookings } from "./reads";
import { RECEIPT_NOT_FOUND } from "./receipts";
import type { LedgerEntry, MyBooking, SalesBooking } from "./types";

/** Whether the account may see this booking: its buyer (by email, any case) or one of its learners. */
export const isMine = (booking: SalesBooking, user: Pick<SessionUser, "_id" | "email">) =>
  booking.buyerEmail.toLowerCase() === user.email.toLowerCase() || booking.learners.some((l) => l.userId === user._id);

/** GET /api/booking/getMyBookings: the caller's bookings as buyer or learner, each with its receipts. */
export async function listMyBookings(user: Pick<SessionUser, "_id" | "email">): Promise<MyBooking[]> {
  const list = await selectBookings(await getDb(), { mineOf: { userId: user._id, email: user.email } });
  return list.map((booking) => ({
    booking,
    receipts: booking.payments.map((p) => ({
      paymentId: p.id,
      receiptNumber: p.receiptNumber,
      amountMinor: p.kind === "refund" ? -p.amountMinor : p.amountMinor,
      paidOn: p.paidOn,
    })),
  }));
}

/** A receipt the caller may download; 404 for anyone who is neither the buyer nor a learner of its booking. */
export async function findMyReceipt(user: Pick<SessionUser, "_id" | "email">, paymentId: string): Promise<{ booking: SalesBooking; entry: LedgerEntry }> {
  const db = await getDb();
  const [row] = await db.select({ bookingId: payments.bookingId }).from(payments).where(eq(payments.id, paymentId));
  const [booking] = row ? await selectBookings(db, { id: row.bookingId }) : [];
  const entry = booking?.payments.find((p) => p.id === paymentId);
  if (!booking || !entry || !isMine(booking, user)) throw new ApiError("not_found", RECEIPT_NOT_FOUND);
  return { booking, entry };
}
