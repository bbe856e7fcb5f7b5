import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { mailOutbox, type MailAttachment } from "../../db/schema";
import { newId } from "../ids";
import { log } from "../log";
import { sendMail } from "./transport";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe (names and values without line breaks). */
  headers?: Record<string, string>;
  /** Files sent with the mail (an .ics, a PDF), their content base64. */
  attachments?: MailAttachment[];
}

const row = (mail: OutgoingMail) => ({ ...mail, headers: mail.headers ?? null, attachments: mail.attachments ?? null });

/** Queues a mail in the caller's transaction: it is sent only if the change that caused it commits. */
export async function enqueueMail(tx: DbOrTx, mail: OutgoingMail): Promise<void> {
  await tx.insert(mailOutbox).values(row(mail));
}

/**
 * Queues many mails (reminders, change notices) in the caller's transaction: one statement per 500, the rows
 * passed as one JSON parameter (building a 3,500-parameter insert costs more than the database's work).
 */
export async function enqueueMails(tx: DbOrTx, mails: readonly OutgoingMail[]): Promise<void> {
  for (let i = 0; i < mails.length; i += 500) {
    // A key left out is NULL (a JSON null would be the jsonb value 'null').
    const rows = mails.slice(i, i + 500).map((m) => ({ ...m, id: newId() }));
    await tx.execute(sql`
      insert into mail_outbox (id, "to", subject, text, html, headers, attachments)
      select id, "to", subject, text, html, headers, attachments
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id text, "to" text, subject text, text text, html text, headers jsonb, attachments jsonb)`);
  }
}

/**
 * After this many failed attempts (about five hours of backoff) a mail counts as undeliverable: staff see the
 * count on the console and /readyz reports it. It is still retried, hourly, for as long as it stays unsent: a
 * long mail outage delays mail, it never loses it.
 */
export const UNDELIVERABLE_AFTER_ATTEMPTS = 12;
/** Sent mail keeps its address and subject; its body (live links) is wiped at once and the row goes after this. */
export const SENT_MAIL_KEPT_DAYS = 30;
/** 30 s, 1 min, 2 min … capped at 1 h. */
export const backoffSeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));

interface ClaimedMail extends OutgoingMail {
  id: string;
  attempts: number;
}

/**
 * Sends what is due. Rows are claimed with FOR UPDATE SKIP LOCKED and pushed into the future first,
 * so several instances share the work and a crash mid-send only delays a mail.
 */
export async function processOutbox(batchSize = 10): Promise<{ sent: number; failed: number }> {
  const db = await getDb();
  const claimed = await db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      update mail_outbox set next_attempt_at = now() + interval '5 minutes', attempts = attempts + 1
      where id in (
        select id from mail_outbox
        where sent_at is null and next_attempt_at <= now()
        order by next_attempt_at
        limit ${batchSize}
        for update skip locked
      )
      returning id, "to", subject, text, html, headers, attachments, attempts`);
    return (result as unknown as { rows: ClaimedMail[] }).rows;
  });
  let sent = 0;
  let failed = 0;
  for (const mail of claimed) {
    try {
      await sendMail(mail);
      // The body held live links (activation, reset): nothing needs it once it is sent.
      await db.execute(sql`update mail_outbox set sent_at = now(), last_error = null, text = '', html = '', attachments = null where id = ${mail.id}`);
      sent++;
    } catch (err) {
      failed++;
      const retryIn = backoffSeconds(mail.attempts);
      log.warn("mail not sent; will retry", { id: mail.id, attempts: mail.attempts, retryInSeconds: retryIn, err });
      await db.execute(sql`
        update mail_outbox set next_attempt_at = now() + make_interval(secs => ${retryIn}), last_error = ${String((err as Error).message ?? err).slice(0, 500)}
        where id = ${mail.id}`);
    }
  }
  if (claimed.length > 0 || Math.random() < 0.05) await pruneSentMail();
  return { sent, failed };
}

/**
 * Sends what is due, batch after batch, up to `maxBatches` (the background job's tick). One batch a tick
 * capped the outbox at 2 mails a second: a 30-minute soak of enquiries and registrations outran it and
 * activation mails waited over 30 seconds.
 */
export async function drainOutbox(batchSize = 10, maxBatches = 20): Promise<{ sent: number; failed: number }> {
  const total = { sent: 0, failed: 0 };
  for (let i = 0; i < maxBatches; i++) {
    const { sent, failed } = await processOutbox(batchSize);
    total.sent += sent;
    total.failed += failed;
    if (sent + failed < batchSize) break;
  }
  return total;
}

/** Deletes sent mail older than SENT_MAIL_KEPT_DAYS. */
export async function pruneSentMail(): Promise<number> {
  const db = await getDb();
  const result = await db.execute(sql`delete from mail_outbox where sent_at < now() - make_interval(days => ${SENT_MAIL_KEPT_DAYS}) returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/** Unsent mail that has failed UNDELIVERABLE_AFTER_ATTEMPTS times or more (still retried hourly). */
export async function countUndeliverableMail(): Promise<number> {
  const db = await getDb();
  const result = await db.execute(sql`select count(*)::int as n from mail_outbox where sent_at is null and attempts >= ${UNDELIVERABLE_AFTER_ATTEMPTS}`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}
