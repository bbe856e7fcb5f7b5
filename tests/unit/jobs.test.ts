// The background jobs' timing (server/jobs.ts): the outbox every second, a job never runs twice at once, stop waits.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const calls = { outbox: 0, reminders: 0 };
let releaseOutbox: (() => void) | undefined;

vi.mock("@/lib/mail/outbox", () => ({
  drainOutbox: vi.fn(() => {
    calls.outbox++;
    return new Promise<void>((resolve) => (releaseOutbox = resolve));
  }),
}));
vi.mock("@/lib/batches/reminders", () => ({ sendDueReminders: vi.fn(async () => void calls.reminders++) }));
vi.mock("@/lib/batches/waitlist", () => ({ notifyWaitlist: vi.fn(async () => undefined) }));
vi.mock("@/lib/certificates/issue", () => ({ issueDueCertificates: vi.fn(async () => undefined) }));
vi.mock("@/lib/collection/reminders", () => ({ sendPaymentReminders: vi.fn(async () => 0) }));
vi.mock("@/lib/whatsapp/outbox", () => ({ deliverWhatsapp: vi.fn(async () => ({ sent: 0, fellBack: 0, failed: 0 })) }));
vi.mock("@/lib/feedback/survey", () => ({ sendDueSurveys: vi.fn(async () => undefined) }));
vi.mock("@/lib/materials/absence", () => ({ mailAbsentLearners: vi.fn(async () => 0) }));
vi.mock("@/lib/http/rate-limit", () => ({ pruneExpiredRateLimits: vi.fn(async () => undefined) }));
vi.mock("@/lib/bank/retention", () => ({ clearExpiredStatementText: vi.fn(async () => 0) }));
// Which ticks this instance wins (another instance on the database has the others); the database's time it gets.
let ticksWon = true;
const databaseTime = new Date("2026-05-04T10:00:00Z");
vi.mock("@/lib/jobs/leases", () => ({
  runScanOnce: vi.fn(async (_name: string, _ms: number, scan: (at: Date) => Promise<unknown>) => (ticksWon ? (await scan(databaseTime), true) : false)),
}));

const { startBackgroundJobs } = await import("@/server/jobs");

describe("background jobs", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    calls.outbox = 0;
    calls.reminders = 0;
    ticksWon = true;
  });
  afterEach(() => vi.useRealTimers());

  it("drain the outbox at once and every second, but never start a drain while the last one runs", async () => {
    const stop = startBackgroundJobs({ remindersIntervalMs: 30_000 });
    expect(calls.outbox).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000); // a slow drain: five ticks skipped, none queued behind it
    expect(calls.outbox).toBe(1);
    releaseOutbox!();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls.outbox).toBe(2);
    releaseOutbox!();
    await vi.advanceTimersByTimeAsync(25_000);
    expect(calls.reminders).toBe(1);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false); // waits for the drain under way
    releaseOutbox!();
    await stopping;
    const after = calls.outbox;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.outbox).toBe(after);
  });

  it("run a scan only on the ticks this instance wins, with the database's time", async () => {
    const { sendDueReminders } = await import("@/lib/batches/reminders");
    const stop = startBackgroundJobs({ remindersIntervalMs: 30_000 });
    releaseOutbox!();
    ticksWon = false;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls.reminders).toBe(0);
    ticksWon = true;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls.reminders).toBe(1);
    expect(vi.mocked(sendDueReminders)).toHaveBeenLastCalledWith(databaseTime);
    releaseOutbox!();
    await stop();
  });
});
