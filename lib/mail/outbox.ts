import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { mailOutbox } from "../../db/schema";
import { log } from "../log";
import { sendMail } from "./transport";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Queues a mail in the caller's transaction: it is sent only if the change that caused it commits. */
export async function enqueueMail(tx: DbOrTx, mail: OutgoingMail): Promise<void> {
  await tx.insert(mailOutbox).values(mail);
}

const MAX_ATTEMPTS = 12;
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
        where sent_at is null and attempts < ${MAX_ATTEMPTS} and next_attempt_at <= now()
        order by next_attempt_at
        limit ${batchSize}
        for update skip locked
      )
      returning id, "to", subject, text, html, attempts`);
    return (result as unknown as { rows: ClaimedMail[] }).rows;
  });
  let sent = 0;
  let failed = 0;
  for (const mail of claimed) {
    try {
      await sendMail(mail);
      await db.execute(sql`update mail_outbox set sent_at = now(), last_error = null where id = ${mail.id}`);
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
  return { sent, failed };
}
