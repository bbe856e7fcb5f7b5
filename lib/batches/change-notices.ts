import "server-only";
import { and, asc, eq, gt } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import { enrolments, users } from "../../db/schema";
import { raiseSequence } from "../trainings/writes";
import { formatTrainingDate, formatTrainingTime } from "../format";
import { trainingCalendarEvent } from "../calendar/feed";
import { buildCalendar } from "../calendar/ics";
import { now } from "../clock";
import { env } from "../env";
import { enqueueMails } from "../mail/outbox";
import { changeNoticeMail, type ChangeLine } from "../mail/templates/batches";
import { daysLabel } from "../schedule/sessions";
import { e164Of, whatsappProvider } from "../whatsapp";
import { enqueueWhatsapp } from "../whatsapp/outbox";
import { isQuietHour } from "./reminders-rules";
import type { StaffTraining } from "../trainings/types";
import { siteConfig } from "../site-config";

// Change notices (sales-and-batches.md §3): when staff move, re-time, re-link or cancel a training, every learner
// with an active enrolment gets one mail naming the change, with the updated calendar event attached (the UID the
// calendar feed uses, SEQUENCE raised; METHOD:CANCEL on cancellation). Called inside the staff update's
// transaction, so the mails are queued exactly when the change commits; the outbox sends them within seconds.
// A notice is not a reminder: it goes to every active learner whatever their reminder channels.

const PAGE = 500;

const dates = (t: StaffTraining) => `${formatTrainingDate(t.startDate)} – ${formatTrainingDate(t.endDate)}`;
const times = (t: StaffTraining) => `${formatTrainingTime(t.startTime)} – ${formatTrainingTime(t.endTime)}`;
const skipped = (t: StaffTraining) => (t.skipDates.length ? [...t.skipDates].sort().map(formatTrainingDate).join(", ") : "none");

/** What changed that learners are told about, in words (old → new); empty when nothing of it changed. */
export function changeLines(before: StaffTraining, after: StaffTraining): ChangeLine[] {
  const lines: ChangeLine[] = [];
  const add = (label: string, old: string, now: string) => old !== now && lines.push({ label, before: old, after: now });
  if (before.isCancelled && !after.isCancelled) lines.push({ label: "Status", before: "Cancelled", after: "On again" });
  add("Dates", dates(before), dates(after));
  add("Days", daysLabel(before.days), daysLabel(after.days));
  add("Dates without a session", skipped(before), skipped(after));
  add("Time", times(before), times(after));
  add("Time zone", before.timeZone, after.timeZone);
  if (before.meetingLink !== after.meetingLink) {
    lines.push({ label: "Meeting link", before: before.meetingLink || "none", after: after.meetingLink || "none yet (it will appear on My Learning)" });
  }
  return lines;
}

/** The .ics attached to a notice: the training's event with the new SEQUENCE. */
export function noticeCalendar(after: StaffTraining, sequence: number, cancelled: boolean): string {
  const event = trainingCalendarEvent({ ...after, status: cancelled ? "Cancelled" : after.status }, sequence);
  return buildCalendar({ name: after.course.title, events: [event], now: now(), method: cancelled ? "CANCEL" : "REQUEST" });
}

/**
 * Tells the active learners of a training what staff changed (call in the update's transaction, with the training
 * before and after). Raises the training's SEQUENCE when there is anything to tell and answers it (unchanged
 * otherwise), so the caller's answer shows the sequence the calendars now have.
 */
export async function noticeTrainingChange(tx: DbOrTx, before: StaffTraining, after: StaffTraining): Promise<number> {
  // Changes to a training that stays cancelled concern nobody.
  if (before.isCancelled && after.isCancelled) return after.sequence;
  const cancelled = !before.isCancelled && after.isCancelled;
  const lines = cancelled ? [] : changeLines(before, after);
  if (!cancelled && lines.length === 0) return after.sequence;

  const sequence = await raiseSequence(tx, after.id);
  const ics = {
    filename: `${after.course.slug}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${cancelled ? "CANCEL" : "REQUEST"}`,
    contentBase64: Buffer.from(noticeCalendar(after, sequence, cancelled)).toString("base64"),
  };
  const appUrl = env().APP_URL;
  const training = { courseTitle: after.course.title, dates: dates(after) };
  let afterUser: string | undefined;
  for (;;) {
    const learners = await tx
      .select({ id: users.id, name: users.name, email: users.email, phone: users.phone, notifyWhatsapp: users.notifyWhatsapp, notifySms: users.notifySms })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.userId))
      .where(and(eq(enrolments.trainingId, after.id), eq(enrolments.isActive, true), afterUser ? gt(users.id, afterUser) : undefined))
      .orderBy(asc(users.id))
      .limit(PAGE);
    await enqueueMails(
      tx,
      learners.map((l) => changeNoticeMail(l.email, l, training, { cancelled, lines }, ics, appUrl)),
    );
    // On WhatsApp too for those who opted in (billing-and-delivery.md §6), but not in the training zone's quiet hours.
    if (whatsappProvider() && !isQuietHour(now(), after.timeZone)) {
      const summary = cancelled
        ? `${training.courseTitle} (${training.dates}) is cancelled.`
        : `${training.courseTitle} has changed: ${lines.map((l) => `${l.label}: ${l.before} → ${l.after}`).join("; ")}.`;
      const body = `${siteConfig.name}: ${summary} Details on My Learning: ${appUrl}/my-learning`;
      for (const l of learners) {
        const to = l.notifyWhatsapp ? e164Of(l.phone) : undefined;
        if (!to) continue;
        await enqueueWhatsapp(tx, {
          key: `training_changed:${after.id}:${sequence}:${l.id}`,
          to,
          template: "training_changed",
          variables: { course: training.courseTitle, time: `${times(after)} (${after.timeZone})`, link: `${appUrl}/my-learning` },
          body,
          smsBody: body,
          smsFallback: l.notifySms,
          notBefore: now(),
        });
      }
    }
    if (learners.length < PAGE) break;
    afterUser = learners.at(-1)!.id;
  }
  return sequence;
}

/**
 * A booking moved to another batch of the same course (billing-and-delivery.md §1): its active learners are told what
 * changes, with the new batch's calendar event attached. Call in the move's transaction.
 */
export async function noticeBookingMove(
  tx: DbOrTx,
  learners: readonly { name: string; email: string }[],
  before: StaffTraining,
  after: StaffTraining,
): Promise<void> {
  if (learners.length === 0) return;
  const lines = changeLines({ ...before, meetingLink: after.meetingLink }, after);
  const ics = {
    filename: `${after.course.slug}.ics`,
    contentType: "text/calendar; charset=utf-8; method=REQUEST",
    contentBase64: Buffer.from(noticeCalendar(after, after.sequence, false)).toString("base64"),
  };
  const training = { courseTitle: after.course.title, dates: dates(after) };
  const appUrl = env().APP_URL;
  await enqueueMails(
    tx,
    learners.map((l) =>
      changeNoticeMail(
        l.email,
        l,
        training,
        { cancelled: false, lines: lines.length ? lines : [{ label: "Batch", before: dates(before), after: dates(after) }] },
        ics,
        appUrl,
      ),
    ),
  );
}
