import "server-only";
import { sendDueReminders } from "./batches/reminders";
import { notifyWaitlist } from "./batches/waitlist";
import { issueDueCertificates } from "./certificates/issue";
import { pruneExpiredRateLimits } from "./http/rate-limit";
import { log } from "./log";
import { drainOutbox } from "./mail/outbox";

/**
 * Background work of a serving process: the mail outbox every few seconds, reminders, certificates and the
 * waitlist every 15–30 s, housekeeping hourly. Each job has its own queue, so a long reminder run never holds
 * the mail back (activation and reset links must go out within seconds), and a job never overlaps itself.
 * Returns a stop function.
 */
export function startBackgroundJobs(options: { outboxIntervalMs?: number; remindersIntervalMs?: number } = {}): () => Promise<void> {
  const queues = new Map<string, Promise<unknown>>();
  let stopped = false;
  const run = (name: string, job: () => Promise<unknown>) => {
    if (stopped) return;
    const queued = (queues.get(name) ?? Promise.resolve()).then(job).catch((err: unknown) => log.warn(`background job ${name} failed`, { err }));
    queues.set(name, queued);
  };
  const outbox = setInterval(() => run("outbox", () => drainOutbox()), options.outboxIntervalMs ?? 5_000);
  const housekeeping = setInterval(() => run("housekeeping", pruneExpiredRateLimits), 3_600_000);
  // Session reminders: each goes out within a minute of its due time (lib/batches/reminders.ts); a long run is
  // never queued twice behind itself.
  let remindersQueued = false;
  const reminders = setInterval(() => {
    if (remindersQueued) return;
    remindersQueued = true;
    run("reminders", () => sendDueReminders().finally(() => (remindersQueued = false)));
  }, options.remindersIntervalMs ?? 30_000);
  // Certificates within a minute of a batch completing (lib/certificates/issue.ts claims each batch once).
  const certificates = setInterval(() => run("certificates", () => issueDueCertificates()), 15_000);
  // A freed seat mails the oldest person waiting within a minute (lib/batches/waitlist.ts; safe on several instances).
  const waitlist = setInterval(() => run("waitlist", () => notifyWaitlist()), 15_000);
  run("outbox", () => drainOutbox());
  return async () => {
    stopped = true;
    clearInterval(outbox);
    clearInterval(housekeeping);
    clearInterval(reminders);
    clearInterval(certificates);
    clearInterval(waitlist);
    await Promise.all(queues.values());
  };
}
