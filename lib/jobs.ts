import "server-only";
import { pruneExpiredRateLimits } from "./http/rate-limit";
import { log } from "./log";
import { drainOutbox } from "./mail/outbox";

/** Background work of a serving process: the mail outbox every few seconds, housekeeping hourly. Returns a stop function. */
export function startBackgroundJobs(options: { outboxIntervalMs?: number } = {}): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const run = (name: string, job: () => Promise<unknown>) => {
    if (stopped) return;
    running = running
      .then(job)
      .catch((err: unknown) => log.warn(`background job ${name} failed`, { err }));
  };
  const outbox = setInterval(() => run("outbox", () => drainOutbox()), options.outboxIntervalMs ?? 5_000);
  const housekeeping = setInterval(() => run("housekeeping", pruneExpiredRateLimits), 3_600_000);
  run("outbox", () => drainOutbox());
  return async () => {
    stopped = true;
    clearInterval(outbox);
    clearInterval(housekeeping);
    await running;
  };
}
