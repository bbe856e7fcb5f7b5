import net from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as readyz } from "@/app/readyz/route";
import { mailOutbox } from "@/db/schema";
import { resetEnvForTests } from "@/lib/env";
import {
  backoffSeconds,
  countUndeliverableMail,
  drainOutbox,
  enqueueMail,
  processOutbox,
  pruneSentMail,
  UNDELIVERABLE_AFTER_ATTEMPTS,
} from "@/lib/mail/outbox";
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
    const [row] = await db
      .select()
      .from(mailOutbox)
      .where(sql`subject = 'Hello 7'`);
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

describe("two workers on one database: leases (issue 21, Reliability)", () => {
  const minutes = (n: number) => new Date(Date.now() + n * 60_000);
  const pendingCount = async () => {
    const { db } = testDatabase();
    const result = await db.execute(sql`select count(*)::int as n from mail_outbox where sent_at is null`);
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };
  const queue = async (from: number, to: number) => {
    const { db } = testDatabase();
    await db.execute(sql`delete from mail_outbox`);
    await db.transaction(async (tx) => {
      for (let n = from; n < to; n++) await enqueueMail(tx, mail(n));
    });
  };

  it("mail a dead instance had claimed goes out within two minutes, the rest at once", async () => {
    await queue(200, 205);
    // Worker A claims and then hangs for ever, as an instance killed mid-send does.
    let hungOn: string | undefined;
    void processOutbox(10, { send: (m) => ((hungOn = m.subject), new Promise<never>(() => {})) }).catch(() => {});
    await expect.poll(() => hungOn).toBeDefined();
    const sentByB: string[] = [];
    const b = { send: async (m: { subject: string }) => void sentByB.push(m.subject) };
    // Worker B sends everything A is not holding now, and A's mail once its lease (one minute) is over.
    expect(await processOutbox(10, b)).toEqual({ sent: 4, failed: 0 });
    expect(sentByB).not.toContain(hungOn);
    expect(await processOutbox(10, { ...b, at: minutes(2) })).toEqual({ sent: 1, failed: 0 });
    expect(sentByB.sort()).toEqual(["Hello 200", "Hello 201", "Hello 202", "Hello 203", "Hello 204"]);
    expect(await pendingCount()).toBe(0);
  });

  it("never sends a mail twice for one claim: a slow send is cut off before its lease ends, and the loser writes nothing", async () => {
    await queue(300, 301);
    const leaseSeconds = 2;
    const events: { what: string; at: number }[] = [];
    const claimedAt = Date.now();
    // Worker A's mail server never answers: the send is cut off at half the lease.
    let aClaimed = false;
    const a = processOutbox(1, {
      leaseSeconds,
      send: (_m, signal) => {
        aClaimed = true;
        return new Promise<never>((_, reject) =>
          signal.addEventListener("abort", () => {
            events.push({ what: "A cut off", at: Date.now() });
            reject(new Error("cut off"));
          }),
        );
      },
    });
    await expect.poll(() => aClaimed).toBe(true);
    // Worker B polls meanwhile: the mail is never its own while A may still send it.
    const b = { leaseSeconds, send: async () => void events.push({ what: "B sent", at: Date.now() }) };
    const deadline = Date.now() + 10_000;
    while (!events.some((e) => e.what === "A cut off") && Date.now() < deadline) {
      await processOutbox(1, b);
      await new Promise((r) => setTimeout(r, 20)); // a worker's tick (PGlite answers in microtasks: let timers run)
    }
    expect(await a).toEqual({ sent: 0, failed: 1 });
    expect(events.map((e) => e.what)).toEqual(["A cut off"]);
    expect(events[0]!.at - claimedAt).toBeLessThan(leaseSeconds * 1000);
    // A's failure set the retry: after it, B sends the mail, once.
    expect(await processOutbox(1, { ...b, at: minutes(1) })).toEqual({ sent: 1, failed: 0 });
    expect(events.map((e) => e.what)).toEqual(["A cut off", "B sent"]);
    expect(await pendingCount()).toBe(0);
  });

  it("a worker whose claim was taken over writes nothing over the new claim's outcome", async () => {
    await queue(400, 401);
    let releaseA: () => void = () => {};
    let aStarted = false;
    // A's send ignores the cut-off (a stalled process): when it finally ends, its claim is no longer its own.
    const a = processOutbox(1, { leaseSeconds: 60, send: () => ((aStarted = true), new Promise<void>((r) => (releaseA = r))) });
    await expect.poll(() => aStarted).toBe(true);
    expect(
      await processOutbox(1, {
        at: minutes(2),
        send: async () => {
          throw new Error("refused");
        },
      }),
    ).toEqual({ sent: 0, failed: 1 });
    releaseA();
    await a;
    const { db } = testDatabase();
    const [row] = await db.select().from(mailOutbox);
    // The retry B set stands; A's late "sent" did not overwrite it.
    expect(row).toMatchObject({ attempts: 2, sentAt: null, lastError: "refused" });
  });

  it("the SMTP transport stops talking to the mail server as soon as the send is cut off", async () => {
    const port = await freePort();
    let closedAt = 0;
    // A server that accepts the connection and then says nothing (no greeting).
    const server = net.createServer((socket) => socket.on("close", () => (closedAt = Date.now())));
    await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
    const saved = process.env.SMTP_URL;
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    resetEnvForTests();
    try {
      await queue(500, 501);
      const started = Date.now();
      expect(await processOutbox(1, { leaseSeconds: 2 })).toEqual({ sent: 0, failed: 1 });
      expect(Date.now() - started).toBeLessThan(2_000);
      await expect.poll(() => closedAt).toBeGreaterThan(0);
      expect(closedAt - started).toBeLessThan(2_000);
    } finally {
      process.env.SMTP_URL = saved;
      resetEnvForTests();
      await new Promise((r) => server.close(r));
    }
  });

  it("a drain sends on several lanes at once, each mail once", async () => {
    await queue(600, 612);
    let inFlight = 0;
    let most = 0;
    const subjects: string[] = [];
    const send = async (m: { subject: string }) => {
      most = Math.max(most, ++inFlight);
      await new Promise((r) => setTimeout(r, 30)); // a mail server's round trip
      subjects.push(m.subject);
      inFlight--;
    };
    expect(await drainOutbox(10, 20, { send }, 4)).toEqual({ sent: 12, failed: 0 });
    expect(most).toBeGreaterThan(1);
    expect(new Set(subjects).size).toBe(12);
    expect(await pendingCount()).toBe(0);
  });
});
