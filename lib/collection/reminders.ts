import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "../../db";
import { paymentReminders, paymentRequests } from "../../db/schema";
import { now } from "../clock";
import { env } from "../env";
import { enqueueMail } from "../mail/outbox";
import { paymentReminderMail } from "../mail/templates/collection";
import { addDays, zonedTimeToUtc } from "../schedule/schedule";
import { dateInZone } from "../schedule/status";
import { findBooking } from "../sales/reads";
import { requestInMail } from "./requests";
import { queuePaymentWhatsapp } from "./whatsapp";

// Payment reminders (billing-and-delivery.md §5). A reminder of an open request falls due at 09:00 in
// DEFAULT_TIME_ZONE on its day (the due date plus each of PAYMENT_REMINDER_DAYS) and goes out on the first run after
// that, the same day only: a day that passed while no runner ran (or before the request existed) is never sent late.
// Each (request, day) is claimed by inserting its payment_reminders row with ON CONFLICT DO NOTHING in the transaction
// that queues the mail, with the request's row locked and still open: every runner on every instance, and every
// restart, sends it exactly once, and a proof, payment or cancellation committed first stops it.

export const REMINDER_HOUR = "09:00";

/** Sends what is due at `at` (the background job passes the database's time); answers how many reminders were queued. */
export async function sendPaymentReminders(at: Date = now()): Promise<number> {
  const { DEFAULT_TIME_ZONE: zone, PAYMENT_REMINDER_DAYS: offsets } = env();
  const today = dateInZone(at, zone);
  if (at < zonedTimeToUtc(today, REMINDER_HOUR, zone)) return 0;
  // The due dates whose reminder day is today, and which offset makes it so.
  const offsetOfDue = new Map(offsets.map((d) => [addDays(today, -d), d]));
  const db = await getDb();
  const due = await db
    .select({ id: paymentRequests.id, dueOn: paymentRequests.dueOn })
    .from(paymentRequests)
    .where(and(eq(paymentRequests.status, "open"), inArray(paymentRequests.dueOn, [...offsetOfDue.keys()])));
  let sent = 0;
  for (const { id, dueOn } of due) {
    const dayOffset = offsetOfDue.get(dueOn)!;
    const queued = await db.transaction(async (tx) => {
      const [request] = await tx
        .select()
        .from(paymentRequests)
        .where(and(eq(paymentRequests.id, id), eq(paymentRequests.status, "open")))
        .for("update");
      if (!request) return false;
      // A booking paid in full another way (a payment staff recorded by hand) is not reminded of its requests.
      const booking = await findBooking(tx, request.bookingId);
      if (booking.balanceMinor <= 0) return false;
      const claimed = await tx
        .insert(paymentReminders)
        .values({ requestId: id, dayOffset })
        .onConflictDoNothing()
        .returning({ requestId: paymentReminders.requestId });
      if (claimed.length === 0) return false;
      const inMail = requestInMail(request, { number: booking.number, courseTitle: booking.training.courseTitle });
      await enqueueMail(tx, paymentReminderMail(booking.buyerEmail, booking.buyerName, inMail, dayOffset));
      await queuePaymentWhatsapp(tx, booking, id, inMail, dayOffset);
      return true;
    });
    if (queued) sent++;
  }
  return sent;
}
