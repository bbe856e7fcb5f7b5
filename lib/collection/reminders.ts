import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "../../db";
import { bookings, courses, paymentReminders, paymentRequests, trainings } from "../../db/schema";
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

/** Sends what is due now; answers how many reminders were queued. */
export async function sendPaymentReminders(): Promise<number> {
  const { DEFAULT_TIME_ZONE: zone, PAYMENT_REMINDER_DAYS: offsets } = env();
  const at = now();
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
      const [found] = await tx
        .select({
          request: paymentRequests,
          bookingNumber: bookings.number,
          buyerName: bookings.buyerName,
          buyerEmail: bookings.buyerEmail,
          buyerPhone: bookings.buyerPhone,
          enquiryId: bookings.enquiryId,
          courseTitle: courses.title,
        })
        .from(paymentRequests)
        .innerJoin(bookings, eq(bookings.id, paymentRequests.bookingId))
        .innerJoin(trainings, eq(trainings.id, bookings.trainingId))
        .innerJoin(courses, eq(courses.id, trainings.courseId))
        .where(and(eq(paymentRequests.id, id), eq(paymentRequests.status, "open")))
        .for("update", { of: paymentRequests });
      if (!found) return false;
      // A booking paid in full another way (a payment staff recorded by hand) is not reminded of its requests.
      if ((await findBooking(tx, found.request.bookingId)).balanceMinor <= 0) return false;
      const claimed = await tx
        .insert(paymentReminders)
        .values({ requestId: id, dayOffset })
        .onConflictDoNothing()
        .returning({ requestId: paymentReminders.requestId });
      if (claimed.length === 0) return false;
      const inMail = requestInMail(found.request, { number: found.bookingNumber, courseTitle: found.courseTitle });
      await enqueueMail(tx, paymentReminderMail(found.buyerEmail, found.buyerName, inMail, dayOffset));
      await queuePaymentWhatsapp(tx, found, id, inMail, dayOffset);
      return true;
    });
    if (queued) sent++;
  }
  return sent;
}
