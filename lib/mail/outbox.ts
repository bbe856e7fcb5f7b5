import "server-only";
import { sql } from "drizzle-orm";
import { getDb, rowsOf, type DbOrTx } from "../../db";
import { mailOutbox } from "../../db/schema";
import { env } from "../env";
import { newId } from "../ids";
import { log } from "../log";
import type { OutgoingMail } from "./message";
import { sendMail } from "./transport";

export type { OutgoingMail } from "./message";

const row = (mail: OutgoingMail) => ({ ...mail, cc: mail.cc ?? null, headers: mail.headers ?? null, attachments: mail.attachments ?? null });

/** Queues a mail in the caller's transaction: it is sent only if the change that caused it commits. */
export async function enqueueMail(tx: DbOrTx, mail: OutgoingMail | Promise<OutgoingMail>): Promise<void> {
  // A template renders asynchronously (React Email): the mail may still be on its way.
  await tx.insert(mailOutbox).values(row(await mail));
}

/**
 * Queues many mails (reminders, change notices) in the caller's transaction: one statement per 500, the rows
 * passed as one JSON parameter (building a 3,500-parameter insert costs more than the database's work).
 */
export async function enqueueMails(tx: DbOrTx, pending: readonly (OutgoingMail | Promise<OutgoingMail>)[]): Promise<void> {
  const mails = await Promise.all(pending);
  for (let i = 0; i < mails.length; i += 500) {
    // A key left out is NULL (a JSON null would be the jsonb value 'null').
    const rows = mails.slice(i, i + 500).map((m) => ({ ...m, id: newId() }));
    await tx.execute(sql`
      insert into mail_outbox (id, "to", cc, subject, text, html, headers, attachments)
      select id, "to", cc, subject, text, html, headers, attachments
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id text, "to" text, cc text, subject text, text text, html text, headers jsonb, attachments jsonb)`);
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

/** How a worker sends (the SMTP transport; tests put a slow or hung mail server in its place). */
export type MailSender = (mail: OutgoingMail, signal: AbortSignal, messageId: string) => Promise<void>;
const smtpSender: MailSender = (mail, signal, messageId) => sendMail(mail, undefined, { signal, messageId });

export interface OutboxOptions {
  /** How long a claim holds its mail (MAIL_LEASE_SECONDS). */
  leaseSeconds?: number;
  /** The time the worker takes for now (tests move it); the database's now() when unset. */
  at?: Date;
  send?: MailSender;
}

const timeOf = (at: Date | undefined) => (at ? sql`${at.toISOString()}::timestamptz` : sql`now()`);

/**
 * Claims the most overdue unsent mail for `leaseSeconds`: FOR UPDATE SKIP LOCKED, so two workers never claim one
 * mail at once, and `attempts` goes up by one, which names the claim (every later write checks it).
 */
async function claimOne(leaseSeconds: number, at: Date | undefined): Promise<ClaimedMail | undefined> {
  const db = await getDb();
  const result = await db.execute(sql`
    update mail_outbox set next_attempt_at = ${timeOf(at)} + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
    where id = (
      select id from mail_outbox
      where sent_at is null and next_attempt_at <= ${timeOf(at)}
      order by next_attempt_at
      limit 1
      for update skip locked
    )
    returning id, "to", cc, subject, text, html, headers, attachments, attempts`);
  return rowsOf<ClaimedMail>(result)[0];
}

/**
 * Sends what is due, up to `batchSize` mails, one claim a mail. A claim holds one mail only, for a short lease
 * (MAIL_LEASE_SECONDS, one minute): an instance that dies mid-send delays that one mail by at most the lease, and
 * the rest of the queue is free for the others at once. The send is cut off at half the lease, so it always ends
 * before the lease does: no second worker can claim a mail whose first send may still reach the mail server, and a
 * claim sends its mail at most once. The outcome is written only while the claim is still this worker's.
 */
export async function processOutbox(batchSize = 10, options: OutboxOptions = {}): Promise<{ sent: number; failed: number }> {
  const db = await getDb();
  const leaseSeconds = options.leaseSeconds ?? env().MAIL_LEASE_SECONDS;
  const send = options.send ?? smtpSender;
  let sent = 0;
  let failed = 0;
  for (let i = 0; i < batchSize; i++) {
    const mail = await claimOne(leaseSeconds, options.at);
    if (!mail) break;
    const signal = AbortSignal.timeout((leaseSeconds * 1000) / 2);
    const ours = sql`id = ${mail.id} and attempts = ${mail.attempts} and sent_at is null`;
    try {
      await send(mail, signal, `<${mail.id}@outbox.training-portal>`);
      // The body held live links (activation, reset): nothing needs it once it is sent.
      await db.execute(sql`update mail_outbox set sent_at = ${timeOf(options.at)}, last_error = null, text = '', html = '', attachments = null where ${ours}`);
      sent++;
    } catch (err) {
      failed++;
      const retryIn = backoffSeconds(mail.attempts);
      const cutOff = signal.aborted ? " (cut off at half the lease)" : "";
      log.warn(`mail not sent; will retry${cutOff}`, { id: mail.id, attempts: mail.attempts, retryInSeconds: retryIn, err });
      await db.execute(sql`
        update mail_outbox set next_attempt_at = ${timeOf(options.at)} + make_interval(secs => ${retryIn}), last_error = ${String((err as Error).message ?? err).slice(0, 500)}
        where ${ours}`);
    }
  }
  if (sent + failed > 0 || Math.random() < 0.05) await pruneSentMail();
  return { sent, failed };
}

/**
 * Sends what is due, batch after batch, up to `maxBatches` (the background job's tick). One batch a tick
 * capped the outbox at 2 mails a second: a 30-minute soak of enquiries and registrations outran it and
 * activation mails waited over 30 seconds. `lanes` batches run side by side (each mail its own claim, so they
 * never share one): a slow mail server's round trips overlap instead of queueing an activation mail behind
 * every enquiry notice.
 */
export async function drainOutbox(batchSize = 10, maxBatches = 20, options: OutboxOptions = {}, lanes = 4): Promise<{ sent: number; failed: number }> {
  const total = { sent: 0, failed: 0 };
  let batchesLeft = maxBatches;
  const lane = async () => {
    while (batchesLeft > 0) {
      batchesLeft--;
      const { sent, failed } = await processOutbox(batchSize, options);
      total.sent += sent;
      total.failed += failed;
      if (sent + failed < batchSize) return;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, lanes) }, lane));
  return total;
}

/** Deletes sent mail older than SENT_MAIL_KEPT_DAYS. */
export async function pruneSentMail(): Promise<number> {
  const db = await getDb();
  const result = await db.execute(sql`delete from mail_outbox where sent_at < now() - make_interval(days => ${SENT_MAIL_KEPT_DAYS}) returning id`);
  return rowsOf(result).length;
}

/** Unsent mail that has failed UNDELIVERABLE_AFTER_ATTEMPTS times or more (still retried hourly). */
export async function countUndeliverableMail(): Promise<number> {
  const db = await getDb();
  const result = await db.execute(sql`select count(*)::int as n from mail_outbox where sent_at is null and attempts >= ${UNDELIVERABLE_AFTER_ATTEMPTS}`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}
