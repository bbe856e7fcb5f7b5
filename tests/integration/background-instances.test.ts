// Background work with several instances on one database: each scan runs once a tick whoever ticks, what is due is
// judged by the database's clock (unless a test set the clock), and a WhatsApp message an instance left in `sending`
// when it died goes out later, once. On PostgreSQL the two instances are two pools on one database, as two processes
// have; the embedded database is one process, so both instances share its one handle.
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, rowsOf, type DatabaseHandle, type Db } from "@/db";
import { whatsappMessages } from "@/db/schema";
import { setClock } from "@/lib/clock";
import { runScanOnce } from "@/lib/jobs/leases";
import { setWhatsappProviderForTests, type WhatsappMessage } from "@/lib/whatsapp";
import { deliverWhatsapp, enqueueWhatsapp } from "@/lib/whatsapp/outbox";
import { testDatabase, testDatabaseUrl } from "../setup/database";
import { testEngine } from "../setup/engine";

let second: DatabaseHandle | undefined;
let a: Db;
let b: Db;
const delivered: WhatsappMessage[] = [];

beforeAll(async () => {
  if (testEngine() === "postgres") second = await openDatabase({ url: testDatabaseUrl()!, poolSize: 3 });
  a = testDatabase().db;
  b = (second ?? testDatabase()).db;
  setWhatsappProviderForTests({ name: "fake", send: async (m) => void delivered.push(m) });
});
afterEach(() => {
  setClock(undefined);
  vi.useRealTimers();
});
afterAll(async () => {
  setWhatsappProviderForTests(undefined);
  await second?.close();
});

const databaseNow = async (db: Db) =>
  new Date(Number(rowsOf<{ ms: number }>(await db.execute(sql`select (extract(epoch from now()) * 1000)::float8 as ms`))[0]!.ms));
const expireLease = (name: string) => a.execute(sql`update job_leases set held_until = now() - interval '1 second' where name = ${name}`);

describe("a background scan on several instances", () => {
  it("runs once a tick however many instances tick at once, and again once the tick is over", async () => {
    let runs = 0;
    const scan = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
    const ran = await Promise.all(Array.from({ length: 6 }, (_, i) => runScanOnce("reminders-test", 30_000, scan, i % 2 ? a : b)));
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    expect(await runScanOnce("reminders-test", 30_000, scan, b)).toBe(false);
    await expireLease("reminders-test");
    expect(await Promise.all([runScanOnce("reminders-test", 30_000, scan, a), runScanOnce("reminders-test", 30_000, scan, b)])).toContain(true);
    expect(runs).toBe(2);
  });

  it("judges what is due by the database's clock, or by the clock a test set", async () => {
    let seen: Date | undefined;
    await runScanOnce("clock-test", 1_000, async (at) => void (seen = at), a);
    expect(Math.abs(seen!.getTime() - (await databaseNow(a)).getTime())).toBeLessThan(5_000);
    await expireLease("clock-test");
    setClock(new Date("2031-02-03T04:05:06Z"));
    await runScanOnce("clock-test", 1_000, async (at) => void (seen = at), b);
    expect(seen!.toISOString()).toBe("2031-02-03T04:05:06.000Z");
  });

  it.runIf(testEngine() === "postgres")("takes the database's time over an instance's clock that is a year fast", async () => {
    await expireLease("clock-test");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 365 * 86_400_000 });
    let seen: Date | undefined;
    await runScanOnce("clock-test", 1_000, async (at) => void (seen = at), b);
    vi.useRealTimers();
    expect(Math.abs(seen!.getTime() - Date.now())).toBeLessThan(60_000);
  });
});

describe("WhatsApp messages across instances", () => {
  const queue = async (key: string) =>
    enqueueWhatsapp(a, {
      key,
      to: `+9198765${key.padStart(5, "0")}`,
      template: "payment_reminder",
      variables: { key },
      body: `Body ${key}`,
      smsBody: `SMS ${key}`,
      smsFallback: false,
      notBefore: new Date(Date.now() - 60_000),
    });

  it("sends one an instance killed mid-send left in sending once its lease is over, and nothing twice", async () => {
    for (const key of ["1", "2", "3", "4"]) await queue(key);
    // "1": claimed by an instance that died, its lease over; "2": claimed by a live instance still sending.
    await a.execute(sql`update whatsapp_messages set status = 'sending', lease_until = now() - interval '1 second', attempts = 1 where key = '1'`);
    await a.execute(sql`update whatsapp_messages set status = 'sending', lease_until = now() + interval '1 minute', attempts = 1 where key = '2'`);
    delivered.length = 0;
    await Promise.all([deliverWhatsapp(50, { db: a }), deliverWhatsapp(50, { db: b })]);
    expect(delivered.map((m) => m.variables.key).sort()).toEqual(["1", "3", "4"]);
    // The live instance's claim ends without a word from it (it died too): the message goes out after its lease.
    await Promise.all([deliverWhatsapp(50, { db: a }), deliverWhatsapp(50, { db: b })]);
    expect(delivered).toHaveLength(3);
    const later = new Date(Date.now() + 2 * 60_000);
    await Promise.all([deliverWhatsapp(50, { db: a, at: later }), deliverWhatsapp(50, { db: b, at: later })]);
    expect(delivered.map((m) => m.variables.key).sort()).toEqual(["1", "2", "3", "4"]);
    const rows = await a
      .select({ key: whatsappMessages.key, status: whatsappMessages.status })
      .from(whatsappMessages)
      .where(eq(whatsappMessages.template, "payment_reminder"));
    expect(rows.map((r) => r.status)).toEqual(["sent", "sent", "sent", "sent"]);
  });

  it("writes no outcome for a claim that is no longer the sender's", async () => {
    await queue("5");
    let fail: () => void = () => {};
    // Instance A claims "5" and hangs past its lease; B sends it; A's late failure must not overwrite B's success.
    setWhatsappProviderForTests({ name: "slow", send: () => new Promise<void>((_, reject) => (fail = () => reject(new Error("late")))) });
    const slow = deliverWhatsapp(1, { db: a });
    await expect.poll(async () => (await a.select().from(whatsappMessages).where(eq(whatsappMessages.key, "5")))[0]?.status).toBe("sending");
    setWhatsappProviderForTests({ name: "fake", send: async (m) => void delivered.push(m) });
    delivered.length = 0;
    expect(await deliverWhatsapp(1, { db: b, at: new Date(Date.now() + 2 * 60_000) })).toEqual({ sent: 1, fellBack: 0, failed: 0 });
    fail();
    await slow;
    const [row] = await a.select().from(whatsappMessages).where(eq(whatsappMessages.key, "5"));
    expect(delivered.map((m) => m.variables.key)).toEqual(["5"]);
    expect(row?.status).toBe("sent");
    expect(row?.error).toBe("");
  });
});
