import "server-only";
import { and, asc, eq, gt, gte, sql } from "drizzle-orm";
import { getDb, rowsOf, type DbOrTx } from "../../db";
import { courses, reminderDeliveries, trainings, type ReminderChannel } from "../../db/schema";
import { now } from "../clock";
import { env } from "../env";
import { newId } from "../ids";
import { log } from "../log";
import { enqueueMails, type OutgoingMail } from "../mail/outbox";
import { reminderMail, reminderSms, sessionInWords, type ReminderSession } from "../mail/templates/batches";
import { addDays, type Schedule } from "../schedule/schedule";
import type { Weekday } from "../schedule/sessions";
import { maskPhone, sendSms } from "../sms";
import { dueReminders, isQuietHour, type DueReminder } from "./reminders-rules";
import { unsubscribeHeaders, unsubscribeLinks } from "./unsubscribe";
import { e164Of, whatsappProvider } from "../whatsapp";
import { enqueueWhatsapp } from "../whatsapp/outbox";
import { sessionPatternColumns } from "../trainings/reads";

// Session reminders (sales-and-batches.md §3). Every run walks the trainings that are not cancelled (200 at a time,
// keyset over id), works out which (session, offset) pairs are due (reminders-rules.ts), and walks the active
// enrolments of those in pages of PAGE_SIZE learners (keyset over due index and user id: memory stays bounded
// however many are due, and a thousand small batches cost as few statements as one large one). For each page one
// transaction inserts a reminder_deliveries row per learner and channel with ON CONFLICT DO NOTHING on the unique
// key (learner, training, session date, offset, channel) and queues the mails of exactly the rows it inserted, so
// a reminder goes out once across restarts and several runners: a second runner blocks on the first one's rows and
// then finds them taken. SMS has no outbox: it is sent after the commit (a crash in between loses that SMS, it never
// doubles it), and a send that fails is recorded on its row (skipped = "send-failed").

export const PAGE_SIZE = 1000;
const TRAINING_PAGE = 200;
const SMS_CONCURRENCY = 8;

export type SkipReason = "quiet-hours" | "opted-out" | "no-phone" | "send-failed";

export interface ReminderRun {
  /** Reminder mails queued in the outbox. */
  emailed: number;
  /** SMS handed to the provider. */
  texted: number;
  /** Reminders queued on WhatsApp instead of the SMS. */
  whatsapped?: number;
  /** Rows recorded without sending, by reason. */
  skipped: Partial<Record<SkipReason, number>>;
}

interface DueTraining extends Schedule {
  id: string;
  courseTitle: string;
  days: string[];
  skipDates: string[];
  reminders: number[] | null;
}

interface Learner {
  userId: string;
  name: string;
  email: string;
  phone: string;
  notifyEmail: boolean;
  notifySms: boolean;
  notifyWhatsapp: boolean;
}

/** Trainings not cancelled and not over, a page at a time (keyset over id). */
async function trainingsPage(db: DbOrTx, from: string, after: string | undefined, limit: number): Promise<DueTraining[]> {
  return db
    .select({
      id: trainings.id,
      courseTitle: courses.title,
      ...sessionPatternColumns,
      reminders: trainings.reminders,
    })
    .from(trainings)
    .innerJoin(courses, eq(courses.id, trainings.courseId))
    .where(and(eq(trainings.isCancelled, false), gte(trainings.endDate, from), after ? gt(trainings.id, after) : undefined))
    .orderBy(asc(trainings.id))
    .limit(limit);
}

/**
 * The next page of learners of a list of due reminders, in (due index, user id) order from the keyset `after`:
 * active enrolments made no later than the due time (an offset already past at enrolment is never sent). One
 * query for the dues of a whole page of trainings, however small each batch is.
 */
async function learnersPage(
  db: DbOrTx,
  dues: { trainingId: string; dueAt: Date }[],
  after: { k: number; userId: string },
  limit: number,
): Promise<(Learner & { k: number })[]> {
  const list = JSON.stringify(dues.map((d, k) => ({ k, training_id: d.trainingId, due_at: d.dueAt.toISOString() })));
  const result = await db.execute(sql`
    select d.k, e.user_id as "userId", u.name, u.email, u.phone, u.notify_email as "notifyEmail", u.notify_sms as "notifySms", u.notify_whatsapp as "notifyWhatsapp"
    from jsonb_to_recordset(${list}::jsonb) as d(k int, training_id text, due_at timestamptz)
    join enrolments e on e.training_id = d.training_id and e.is_active and e.created_at <= d.due_at
    join users u on u.id = e.user_id
    where d.k > ${after.k} or (d.k = ${after.k} and e.user_id > ${after.userId})
    order by d.k, e.user_id
    limit ${limit}`);
  return rowsOf<Learner & { k: number }>(result);
}

/** One due (training, session, offset): what every learner's reminder of it says. */
interface DueContext {
  t: DueTraining;
  due: DueReminder;
  session: ReminderSession & { when: string };
  smsBody: string;
  quiet: boolean;
  /** The run's time (the database's, on the background job): a WhatsApp reminder is due from then. */
  at: Date;
}

interface Item {
  ctx: DueContext;
  learner: Learner;
}

interface Sms {
  ctx: DueContext;
  userId: string;
  to: string;
}

const count = (run: ReminderRun, reason: SkipReason, n = 1) => (run.skipped[reason] = (run.skipped[reason] ?? 0) + n);
const keyOf = (userId: string, trainingId: string, sessionDate: string, offset: number) => `${userId}|${trainingId}|${sessionDate}|${offset}`;

function contextOf(t: DueTraining, due: DueReminder, at: Date, appUrl: string): DueContext {
  const session: ReminderSession = { courseTitle: t.courseTitle, date: due.session.date, startTime: t.startTime, endTime: t.endTime, timeZone: t.timeZone };
  return {
    t,
    due,
    session: { ...session, when: sessionInWords(session) },
    smsBody: reminderSms(session, due.offsetMinutes, appUrl),
    quiet: isQuietHour(at, t.timeZone),
    at,
  };
}

/**
 * One page of reminders (any mix of trainings, sessions and offsets) in one transaction: the delivery rows, and the
 * mails of the rows this call inserted. Answers the SMS to send after the commit.
 */
async function deliverPage(items: Item[], run: ReminderRun): Promise<Sms[]> {
  // On WhatsApp instead of the SMS for those who opted in (billing-and-delivery.md §6): the "sms" row claims the phone
  // reminder either way, so it goes once, by one of the two.
  const whatsappOn = whatsappProvider() !== undefined;
  const byWhatsapp = (l: Learner) => whatsappOn && l.notifyWhatsapp && e164Of(l.phone) !== undefined;
  const smsSkip = ({ ctx, learner: l }: Item): SkipReason | null =>
    byWhatsapp(l) ? (ctx.quiet ? "quiet-hours" : null) : !l.notifySms ? "opted-out" : !l.phone ? "no-phone" : ctx.quiet ? "quiet-hours" : null;
  const byKey = new Map<string, Item>();
  const rows = items.flatMap((item) => {
    const key = {
      training_id: item.ctx.t.id,
      session_date: item.ctx.due.session.date,
      offset_minutes: item.ctx.due.offsetMinutes,
      user_id: item.learner.userId,
    };
    byKey.set(keyOf(key.user_id, key.training_id, key.session_date, key.offset_minutes), item);
    return [
      { ...key, id: newId(), channel: "email", skipped: item.learner.notifyEmail ? null : "opted-out" },
      { ...key, id: newId(), channel: "sms", skipped: smsSkip(item) },
    ];
  });
  const appUrl = env().APP_URL;
  const db = await getDb();
  return db.transaction(async (tx) => {
    // One JSON parameter instead of 7 a row: building a 14,000-parameter statement costs more than running it.
    const result = await tx.execute(sql`
      insert into reminder_deliveries (id, user_id, training_id, session_date, offset_minutes, channel, skipped)
      select id, user_id, training_id, session_date, offset_minutes, channel, skipped
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as r(id text, user_id text, training_id text, session_date date, offset_minutes int, channel text, skipped text)
      on conflict do nothing
      returning user_id, training_id, to_char(session_date, 'YYYY-MM-DD') as session_date, offset_minutes, channel, skipped`);
    type Inserted = { user_id: string; training_id: string; session_date: string; offset_minutes: number; channel: ReminderChannel; skipped: string | null };
    const mails: Promise<OutgoingMail>[] = [];
    const texts: Sms[] = [];
    for (const row of rowsOf<Inserted>(result)) {
      const { ctx, learner } = byKey.get(keyOf(row.user_id, row.training_id, row.session_date, Number(row.offset_minutes)))!;
      if (row.skipped) count(run, row.skipped as SkipReason);
      else if (row.channel === "email") {
        // The mail's link opens the page with its button; the header names the address that takes the one-click POST.
        const { page, oneClick } = unsubscribeLinks(learner.userId, "email");
        mails.push(
          reminderMail(learner.email, learner, ctx.session, ctx.due.offsetMinutes, { appUrl, unsubscribe: page, headers: unsubscribeHeaders(oneClick) }),
        );
      } else if (byWhatsapp(learner)) {
        await enqueueWhatsapp(tx, {
          key: `session_reminder:${keyOf(row.user_id, row.training_id, row.session_date, Number(row.offset_minutes))}`,
          to: e164Of(learner.phone)!,
          template: "session_reminder",
          variables: { course: ctx.t.courseTitle, time: ctx.session.when, link: `${appUrl}/my-learning` },
          body: ctx.smsBody,
          smsBody: ctx.smsBody,
          smsFallback: learner.notifySms,
          notBefore: ctx.at,
        });
        run.whatsapped = (run.whatsapped ?? 0) + 1;
      } else texts.push({ ctx, userId: learner.userId, to: learner.phone });
    }
    await enqueueMails(tx, mails);
    run.emailed += mails.length;
    return texts;
  });
}

/** Sends the SMS of a page, a few at a time; a failure is written on its row, never retried (no SMS twice). */
async function sendTexts(texts: Sms[], run: ReminderRun): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < texts.length) {
      const { ctx, userId, to } = texts[next++]!;
      try {
        await sendSms({ to, body: ctx.smsBody });
        run.texted++;
      } catch (err) {
        count(run, "send-failed");
        log.warn("reminder SMS not sent", { to: maskPhone(to), trainingId: ctx.t.id, err });
        const db = await getDb();
        await db
          .update(reminderDeliveries)
          .set({ skipped: "send-failed" })
          .where(
            and(
              eq(reminderDeliveries.userId, userId),
              eq(reminderDeliveries.trainingId, ctx.t.id),
              eq(reminderDeliveries.sessionDate, ctx.due.session.date),
              eq(reminderDeliveries.offsetMinutes, ctx.due.offsetMinutes),
              eq(reminderDeliveries.channel, "sms" satisfies ReminderChannel),
            ),
          );
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(SMS_CONCURRENCY, texts.length) }, worker));
}

/**
 * Sends every reminder due at `at` (default: the clock's now) that has not gone out yet. Safe to run at any moment,
 * as often as wanted, in several processes at once. Learners of every due (training, session, offset) are gathered
 * into pages of `pageSize`, so a thousand small batches cost as few transactions as one large one.
 */
export async function sendDueReminders(at: Date = now(), options: { pageSize?: number } = {}): Promise<ReminderRun> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const run: ReminderRun = { emailed: 0, texted: 0, skipped: {} };
  const db = await getDb();
  const defaults = env().REMINDER_OFFSETS;
  const appUrl = env().APP_URL;
  const from = addDays(at.toISOString().slice(0, 10), -2);
  const buffer: Item[] = [];
  const flush = async () => {
    if (buffer.length > 0) await sendTexts(await deliverPage(buffer.splice(0), run), run);
  };
  let afterTraining: string | undefined;
  for (;;) {
    const page = await trainingsPage(db, from, afterTraining, TRAINING_PAGE);
    const contexts = page.flatMap((t) =>
      dueReminders({ ...t, days: t.days as Weekday[] }, t.reminders?.length ? t.reminders : defaults, at).map((due) => contextOf(t, due, at, appUrl)),
    );
    const dues = contexts.map((c) => ({ trainingId: c.t.id, dueAt: c.due.dueAt }));
    let after = { k: -1, userId: "" };
    while (contexts.length > 0) {
      const learners = await learnersPage(db, dues, after, pageSize);
      for (const { k, ...learner } of learners) buffer.push({ ctx: contexts[k]!, learner });
      if (buffer.length >= pageSize) await flush();
      if (learners.length < pageSize) break;
      after = { k: learners.at(-1)!.k, userId: learners.at(-1)!.userId };
    }
    if (page.length < TRAINING_PAGE) break;
    afterTraining = page.at(-1)!.id;
  }
  await flush();
  if (run.emailed + run.texted + Object.keys(run.skipped).length > 0) log.info("session reminders", { ...run });
  return run;
}
