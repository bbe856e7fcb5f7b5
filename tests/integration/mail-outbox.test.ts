import net from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as readyz } from "@/app/readyz/route";
import { mailOutbox } from "@/db/schema";
import { resetEnvForTests } from "@/lib/env";
import { backoffSeconds, countUndeliverableMail, drainOutbox, enqueueMail, processOutbox, pruneSentMail, UNDELIVERABLE_AFTER_ATTEMPTS } from "@/lib/mail/outbox";
import { startSinks } from "../../e2e/support/sinks";
import { call } from "../helpers/http";
import { makeStaff } from "../helpers/users";
import { testDatabase } from "../setup/database";

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

const mail = (n: number) => ({ to: `learner${n}@example.com`, subject: `Hello ${n}`, text: `Text ${n}`, html: `<p>Text ${n}</p>` });
let smtpPort: number;
let sinkPort: number;
let stopSinks: (() => Promise<void>) | undefined;

async function captured(): Promise<{ to: string[]; subject: string; text: string }[]> {
  return (await fetch(`http://127.0.0.1:${sinkPort}/mail`)).json();
}

beforeAll(async () => {
  [smtpPort, sinkPort] = [await freePort(), await freePort()];
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
  process.env.MAIL_FROM = "Stackwise Academy <no-reply@stackwise.example>";
  resetEnvForTests();
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
  resetEnvForTests();
  await stopSinks?.();
});

describe("the mail outbox (security.md, Reliability)", () => {
  it("queues mail only when the transaction that caused it commits", async () => {
    const { db } = testDatabase();
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, mail(0));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("keeps mail while the mail server is down and retries it with backoff", async () => {
    const { db } = testDatabase();
    await db.transaction((tx) => enqueueMail(tx, mail(1)));
    expect(await processOutbox()).toEqual({ sent: 0, failed: 1 });
    const [row] = await db.select().from(mailOutbox);
    expect(row).toMatchObject({ attempts: 1, sentAt: null });
    expect(row!.lastError).toBeTruthy();
    const retryIn = (row!.nextAttemptAt.getTime() - Date.now()) / 1000;
    expect(retryIn).toBeGreaterThan(20);
    expect(retryIn).toBeLessThanOrEqual(backoffSeconds(1) + 1);
    // Not due yet: nothing is tried.
    expect(await processOutbox()).toEqual({ sent: 0, failed: 0 });
  });

  it("sends it once the server is back, exactly once even with two workers at once", async () => {
    stopSinks = await startSinks(smtpPort, sinkPort);
    const { db } = testDatabase();
    await db.transaction(async (tx) => {
      for (let n = 2; n <= 6; n++) await enqueueMail(tx, mail(n));
    });
    await db.execute(sql`update mail_outbox set next_attempt_at = now()`);
    const [a, b] = await Promise.all([processOutbox(3), processOutbox(3)]);
    const again = await processOutbox(10);
    expect(a.sent + b.sent + again.sent).toBe(6);
    const mails = await captured();
    expect(mails.map((m) => m.subject).sort()).toEqual(["Hello 1", "Hello 2", "Hello 3", "Hello 4", "Hello 5", "Hello 6"]);
    expect(mails.find((m) => m.subject === "Hello 1")).toMatchObject({ to: ["learner1@example.com"], text: expect.stringContaining("Text 1") });
    const pending = await db.execute(sql`select count(*)::int as n from mail_outbox where sent_at is null`);
    expect((pending as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    // Sent mail keeps no live link at rest (finding 3): the body is wiped, the address and subject stay.
    const kept = await db.select().from(mailOutbox);
    expect(kept.every((m) => m.text === "" && m.html === "" && m.subject.startsWith("Hello"))).toBe(true);
    await db.execute(sql`update mail_outbox set sent_at = now() - interval '31 days' where subject = 'Hello 1'`);
    expect(await pruneSentMail()).toBe(1);
    expect(await db.select().from(mailOutbox)).toHaveLength(5);
  });

  it("drains a backlog in one tick, batch after batch", async () => {
    const { db } = testDatabase();
    await db.transaction(async (tx) => {
      for (let n = 100; n < 125; n++) await enqueueMail(tx, mail(n));
    });
    expect(await drainOutbox(10)).toEqual({ sent: 25, failed: 0 });
    const pending = await db.execute(sql`select count(*)::int as n from mail_outbox where sent_at is null`);
    expect((pending as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it("keeps retrying after a long outage, hourly, and counts what has failed for hours as undeliverable (finding 5)", async () => {
    await stopSinks?.();
    stopSinks = undefined;
    const { db } = testDatabase();
    await db.transaction((tx) => enqueueMail(tx, mail(7)));
    // Twenty failed attempts: about seventeen hours of outage.
    await db.execute(sql`update mail_outbox set attempts = 20, next_attempt_at = now() where subject = 'Hello 7'`);
    expect(await countUndeliverableMail()).toBe(1);
    expect((await call(readyz, { token: (await makeStaff()).token })).json).toMatchObject({ success: true, data: { undeliverableMail: 1 } });
    expect(await processOutbox()).toEqual({ sent: 0, failed: 1 });
    const [row] = await db.select().from(mailOutbox).where(sql`subject = 'Hello 7'`);
    expect(row!.attempts).toBe(21);
    expect((row!.nextAttemptAt.getTime() - Date.now()) / 1000).toBeGreaterThan(3500);
    // The server is back: the mail goes, and nothing is undeliverable any more.
    stopSinks = await startSinks(smtpPort, sinkPort);
    await db.execute(sql`update mail_outbox set next_attempt_at = now() where subject = 'Hello 7'`);
    expect(await processOutbox()).toEqual({ sent: 1, failed: 0 });
    expect(await countUndeliverableMail()).toBe(0);
    expect(UNDELIVERABLE_AFTER_ATTEMPTS).toBe(12);
  });

  it("backs off exponentially up to an hour", () => {
    expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([30, 60, 120, 240]);
    expect(backoffSeconds(20)).toBe(3600);
  });
});
