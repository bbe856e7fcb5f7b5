import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { whatsappMessages } from "../../db/schema";
import { now } from "../clock";
import { env } from "../env";
import { log } from "../log";
import { maskPhone, sendSms } from "../sms";
import { addDays, zonedTimeToUtc } from "../schedule/schedule";
import { dateInZone } from "../schedule/status";
import { forgetSentLinks } from "./forget-links";
import { whatsappProvider, type WhatsappMessage } from "./index";

// The WhatsApp queue (billing-and-delivery.md §6). Messages are queued in the writer's transaction under a unique
// key (queued twice, kept once) and sent by the background job within a minute of `notBefore`. Each is claimed
// (FOR UPDATE SKIP LOCKED, queued → sending) before the provider is called: several instances share the work, and
// a crash mid-send loses that message rather than doubling it. A failed message falls back to one SMS.

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
}

/** Sends what is due; answers how many went out on WhatsApp and how many fell back to SMS. */
export async function deliverWhatsapp(batchSize = 50): Promise<{ sent: number; fellBack: number; failed: number }> {
  const provider = whatsappProvider();
  const result = { sent: 0, fellBack: 0, failed: 0 };
  if (!provider) return result;
  const db = await getDb();
  const claimed = await db.transaction(async (tx) => {
    const rows = await tx.execute(sql`
      update whatsapp_messages set status = 'sending'
      where id in (
        select id from whatsapp_messages
        where status = 'queued' and not_before <= ${now().toISOString()}::timestamptz
        order by not_before
        limit ${batchSize}
        for update skip locked
      )
      returning id, "to", template, variables, body, sms_body, sms_fallback`);
    return (rows as unknown as { rows: Claimed[] }).rows;
  });
  for (const m of claimed) {
    let status: "sent" | "fell_back" | "failed" = "sent";
    let error = "";
    try {
      await provider.send({ to: m.to, template: m.template, variables: m.variables, body: m.body });
      result.sent++;
    } catch (err) {
      error = (err as Error).message;
      status = "failed";
      if (m.sms_fallback) {
        try {
          await sendSms({ to: m.to, body: m.sms_body });
          status = "fell_back";
          result.fellBack++;
        } catch (smsErr) {
          error = `${error}; SMS: ${(smsErr as Error).message}`;
        }
      }
      if (status === "failed") result.failed++;
      log.warn("whatsapp message failed", { template: m.template, to: maskPhone(m.to), error, fellBackToSms: status === "fell_back" });
    }
    await db.execute(sql`update whatsapp_messages set status = ${status}, error = ${error}, sent_at = ${now().toISOString()}::timestamptz where id = ${m.id}`);
  }
  await forgetSentLinks(
    db,
    claimed.map((m) => m.id),
  );
  return result;
}
