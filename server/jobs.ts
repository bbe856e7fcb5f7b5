import "server-only";
import { clearExpiredStatementText } from "../lib/bank/retention";
import { sendDueReminders } from "../lib/batches/reminders";
import { notifyWaitlist } from "../lib/batches/waitlist";
import { issueDueCertificates } from "../lib/certificates/issue";
import { sendPaymentReminders } from "../lib/collection/reminders";
import { deliverWhatsapp } from "../lib/whatsapp/outbox";
import { pruneExpiredRateLimits } from "../lib/http/rate-limit";
import { log } from "../lib/log";
import { sendDueSurveys } from "../lib/feedback/survey";
import { runScanOnce } from "../lib/jobs/leases";
import { drainOutbox } from "../lib/mail/outbox";
import { mailAbsentLearners } from "../lib/materials/absence";

/**
 * Background work of a serving process: the mail outbox every second (activation and reset links must go out
 * within seconds), reminders, certificates and the waitlist every 15–30 s, housekeeping hourly. Each job runs on
 * its own, so a long reminder run never holds the mail back, and a job whose last run is still going skips its
 * turn instead of queueing behind itself. With several instances on one database, one of them runs each tick of a
 * job (lib/jobs/leases.ts) and judges what is due by the database's clock, so N instances do the work once and a
 * skewed clock sends nothing early or late. Returns a stop function.
 */
export function startBackgroundJobs(options: { outboxIntervalMs?: number; remindersIntervalMs?: number } = {}): () => Promise<void> {
  const running = new Map<string, Promise<unknown>>();
  let stopped = false;
  const run = (name: string, job: () => Promise<unknown>) => {
    if (stopped || running.has(name)) return;
    const done = job()
      .catch((err: unknown) => log.warn(`background job ${name} failed`, { err }))
      .finally(() => running.delete(name));
    running.set(name, done);
  };
  const every = (ms: number, name: string, job: (at: Date) => Promise<unknown>) => setInterval(() => run(name, () => runScanOnce(name, ms, job)), ms);
  const timers = [
    // An idle tick is one indexed query; a busy one sends up to 200 mails (lib/mail/outbox.ts).
    every(options.outboxIntervalMs ?? 1_000, "outbox", () => drainOutbox()),
    every(3_600_000, "housekeeping", pruneExpiredRateLimits),
    // Bank statement rows never applied lose their text after lib/bank/retention.ts's days (the bank's private data).
    every(3_600_000, "bank-retention", (at) => clearExpiredStatementText(at)),
    // Session reminders: each goes out within a minute of its due time (lib/batches/reminders.ts).
    every(options.remindersIntervalMs ?? 30_000, "reminders", (at) => sendDueReminders(at)),
    // Certificates within a minute of a batch completing (lib/certificates/issue.ts claims each batch once).
    every(15_000, "certificates", (at) => issueDueCertificates(at)),
    // A freed seat mails the oldest person waiting within a minute (lib/batches/waitlist.ts; safe on several instances).
    every(15_000, "waitlist", (at) => notifyWaitlist(at)),
    // Payment reminders at 09:00 on their days, within a minute (lib/collection/reminders.ts claims each once).
    every(options.remindersIntervalMs ?? 30_000, "payment-reminders", (at) => sendPaymentReminders(at)),
    // WhatsApp messages within a minute of their time; a failed one falls back to one SMS (lib/whatsapp/outbox.ts).
    every(15_000, "whatsapp", (at) => deliverWhatsapp(50, { at })),
    // A learner a roster marked absent gets the session's materials within a minute (lib/materials/absence.ts claims each mail once).
    every(15_000, "absence-mails", (at) => mailAbsentLearners(at)),
    // The survey after a batch within a minute of its completing (lib/feedback/survey.ts claims each batch once).
    every(15_000, "surveys", (at) => sendDueSurveys(at)),
  ];
  run("outbox", () => drainOutbox());
  return async () => {
    stopped = true;
    for (const timer of timers) clearInterval(timer);
    await Promise.all(running.values());
  };
}
