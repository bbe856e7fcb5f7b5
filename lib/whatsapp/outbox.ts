import "server-only";
import { sql } from "drizzle-orm";
import { getDb, rowsOf, type Db, type DbOrTx } from "../../db";
import { whatsappMessages } from "../../db/schema";
import { now } from "../clock";
import { env } from "../env";
import { log } from "../log";
import { maskPhone, sendSms } from "../sms";
import { addDays, zonedTimeToUtc } from "../schedule/schedule";
import { dateInZone } from "../schedule/status";
import { forgetLinksSql } from "./forget-links";
import { whatsappProvider, type WhatsappMessage } from "./index";

// The WhatsApp queue (billing-and-delivery.md §6). Messages are queued in the writer's transaction under a unique
// key (queued twice, kept once) and sent by the background job within a minute of `notBefore`. Each is claimed
// (FOR UPDATE SKIP LOCKED, queued → sending) for a lease before the provider is called: several instances share the
// work, and a message an instance was sending when it died goes out once its lease is over. A failed message falls
// back to one SMS.

export const QUIET_FROM = "21:00";
export const QUIET_UNTIL = "08:00";

/** When a payment message may go: now, or 08:00 in DEFAULT_TIME_ZONE when now is within 21:00–08:00. */
export function afterQuietHours(at: Date, zone = env().DEFAULT_TIME_ZONE): Date {
  const today = dateInZone(at, zone);
  const start = zonedTimeToUtc(today, QUIET_UNTIL, zone);
  if (at < start) return start;
  if (at >= zonedTimeToUtc(today, QUIET_FROM, zone)) return zonedTimeToUtc(addDays(today, 1), QUIET_UNTIL, zone);
  return at;
}

export interface QueuedWhatsapp extends WhatsappMessage {
  key: string;
  /** The same news as one SMS, for when WhatsApp fails. */
  smsBody: string;
  /** Whether that SMS may be sent (the person's SMS setting; a buyer without an account counts as on). */
  smsFallback: boolean;
  notBefore: Date;
}

/** Queues a message in the caller's transaction; a key already queued is kept as it is. Nothing when WhatsApp is off. */
export async function enqueueWhatsapp(tx: DbOrTx, message: QueuedWhatsapp): Promise<void> {
  if (!whatsappProvider()) return;
  await tx
    .insert(whatsappMessages)
    .values({
      key: message.key,
      to: message.to,
      template: message.template,
      variables: message.variables,
      body: message.body,
      smsBody: message.smsBody,
      smsFallback: message.smsFallback,
      notBefore: message.notBefore,
    })
    .onConflictDoNothing();
}

interface Claimed {
  id: string;
  to: string;
  template: WhatsappMessage["template"];
  variables: Record<string, string>;
  body: string;
  sms_body: string;
  sms_fallback: boolean;
  attempts: number;
}

/**
 * How long a claim holds its message. A send takes at most the provider's timeout and then the SMS's (10 s each,
 * lib/whatsapp/providers.ts, lib/sms), well within the lease: no second sender claims a message whose first send
 * may still reach the provider.
 */
export const WHATSAPP_LEASE_SECONDS = 60;

export interface DeliveryOptions {
  /** The time the sender takes for now: the background job passes the database's (lib/jobs/leases.ts). */
  at?: Date;
  /** The instance's database handle (tests run two instances on one database). */
  db?: Db;
  leaseSeconds?: number;
}

/**
 * Claims the most overdue message for the lease, as the mail outbox does (lib/mail/outbox.ts): FOR UPDATE SKIP
 * LOCKED, so two senders never claim one message at once; a message whose sender died in `sending` is due again
 * when its lease is over; `attempts` goes up by one and names the claim.
 */
async function claimOne(db: Db, at: Date, leaseSeconds: number): Promise<Claimed | undefined> {
  const time = sql`${at.toISOString()}::timestamptz`;
  const rows = await db.execute(sql`
    update whatsapp_messages set status = 'sending', lease_until = ${time} + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
    where id = (
      select id from whatsapp_messages
      where (status = 'queued' and not_before <= ${time}) or (status = 'sending' and lease_until <= ${time})
      order by not_before
      limit 1
      for update skip locked
    )
    returning id, "to", template, variables, body, sms_body, sms_fallback, attempts`);
  return rowsOf<Claimed>(rows)[0];
}

/** Sends what is due, one claim a message; answers how many went out on WhatsApp and how many fell back to SMS. */
export async function deliverWhatsapp(batchSize = 50, options: DeliveryOptions = {}): Promise<{ sent: number; fellBack: number; failed: number }> {
  const provider = whatsappProvider();
  const result = { sent: 0, fellBack: 0, failed: 0 };
  if (!provider) return result;
  const db = options.db ?? (await getDb());
  const at = options.at ?? now();
  for (let i = 0; i < batchSize; i++) {
    const m = await claimOne(db, at, options.leaseSeconds ?? WHATSAPP_LEASE_SECONDS);
    if (!m) break;
    let status: "sent" | "fell_back" | "failed" = "sent";
    let error = "";
    try {
      await provider.send({ to: m.to, template: m.template, variables: m.variables, body: m.body });
    } catch (err) {
      error = (err as Error).message;
      status = "failed";
      if (m.sms_fallback) {
        try {
          await sendSms({ to: m.to, body: m.sms_body });
          status = "fell_back";
        } catch (smsErr) {
          error = `${error}; SMS: ${(smsErr as Error).message}`;
        }
      }
      log.warn("whatsapp message failed", { template: m.template, to: maskPhone(m.to), error, fellBackToSms: status === "fell_back" });
    }
    // Written only while the claim is still this sender's: a claim that outlived its lease has been taken over.
    const written = await db.execute(sql`
      update whatsapp_messages set status = ${status}, error = ${error}, lease_until = null, sent_at = ${now().toISOString()}::timestamptz, ${forgetLinksSql}
      where id = ${m.id} and attempts = ${m.attempts} and status = 'sending'
      returning id`);
    if (!rowsOf(written).length) continue;
    if (status === "sent") result.sent++;
    else if (status === "fell_back") result.fellBack++;
    else result.failed++;
  }
  return result;
}
