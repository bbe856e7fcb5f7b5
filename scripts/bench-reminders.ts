// npm run bench -- --reminders: the session reminder job (lib/batches/reminders.ts) on BENCH_REMINDERS (100,000)
// due reminders: that many learners spread over BENCH_TRAININGS (1,000) single-session trainings, each due its 1-hour reminder now,
// every learner with email and SMS on (SMS to a provider that only counts). Prints reminders/s into the outbox,
// the SMS handed over, and the peak resident memory during the run against the memory before it (bounded memory:
// pages of learners, never the whole list). A second run at the same instant must queue nothing (exactly once).
// On the embedded database in a temporary folder by default; BENCH_DATABASE_URL=postgres://… runs it on a fresh
// database made (and dropped) on that server.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { rowsOf, setDatabase, type DatabaseHandle } from "../db";
import { runMigrations } from "../db/migrate";
import { openBenchDatabase } from "./support/bench-database";

const COUNT = Number(process.env.BENCH_REMINDERS ?? 100_000);
const TRAININGS = Number(process.env.BENCH_TRAININGS ?? 1000);
const SESSION_DATE = "2030-06-03";
// 11:00 in Asia/Kolkata (outside the SMS quiet hours), one hour before the 12:00 sessions.
const AT = new Date("2030-06-03T05:30:00Z");

const open = () => openBenchDatabase("reminders");

async function seed(handle: DatabaseHandle): Promise<void> {
  const { db } = handle;
  await db.execute(
    sql`insert into courses (id, title, short_description, duration_hours) values ('benchcourse', 'Kubernetes Operations', 'Run clusters.', 30)`,
  );
  await db.execute(sql`
    insert into trainings (id, course_id, start_date, end_date, start_time, end_time, time_zone, meeting_link)
    select 'benchtraining' || lpad(g::text, 6, '0'), 'benchcourse', ${SESSION_DATE}, ${SESSION_DATE}, '12:00', '14:00', 'Asia/Kolkata', 'https://meet.example.com/bench'
    from generate_series(1, ${TRAININGS}) g`);
  for (let from = 1; from <= COUNT; from += 20_000) {
    const to = Math.min(COUNT, from + 19_999);
    await db.execute(sql`
      insert into users (id, role, name, email, phone, activated_at)
      select 'benchuser' || lpad(g::text, 8, '0'), 'learner', 'Learner ' || g, 'learner' || g || '@example.com', '+9198' || lpad(g::text, 8, '0'), now()
      from generate_series(${from}::int, ${to}::int) g`);
    await db.execute(sql`
      insert into enrolments (id, user_id, training_id, is_active, created_at)
      select 'benchenrol' || lpad(g::text, 8, '0'), 'benchuser' || lpad(g::text, 8, '0'), 'benchtraining' || lpad((g % ${TRAININGS} + 1)::text, 6, '0'), true, '2030-01-01'
      from generate_series(${from}::int, ${to}::int) g`);
  }
}

async function countOf(handle: DatabaseHandle, table: "mail_outbox" | "reminder_deliveries"): Promise<number> {
  const result = await handle.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export async function benchReminders(): Promise<void> {
  process.env.SESSION_SECRET ??= randomBytes(32).toString("base64url");
  process.env.LOG_LEVEL ??= "warn";
  const { setSmsProviderForTests } = await import("../lib/sms");
  const { sendDueReminders } = await import("../lib/batches/reminders");
  let texts = 0;
  setSmsProviderForTests({ name: "bench", send: async () => void texts++ });

  const { handle, engine, cleanup } = await open();
  try {
    setDatabase(handle);
    await runMigrations(handle);
    process.stdout.write(`Seeding ${COUNT} learners over ${TRAININGS} trainings (${engine})…\n`);
    await seed(handle);
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const started = performance.now();
    const first = await sendDueReminders(AT);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const again = await sendDueReminders(AT);
    const queued = await countOf(handle, "mail_outbox");
    const rows = await countOf(handle, "reminder_deliveries");
    const table = {
      engine,
      "due reminders (email)": COUNT,
      "mails queued": queued,
      "SMS handed over": texts,
      "delivery rows": rows,
      seconds: Number(seconds.toFixed(2)),
      "reminders/s (email into the outbox)": Math.round(first.emailed / seconds),
      "reminders/s (email + SMS)": Math.round((first.emailed + first.texted) / seconds),
      "RSS before the run": mb(before),
      "peak RSS during the run": mb(peak),
      "second run queued": again.emailed + again.texted,
    };
    console.table(table);
    if (queued !== COUNT || texts !== COUNT || again.emailed + again.texted !== 0) throw new Error("the reminder job did not send each reminder exactly once");
  } finally {
    setDatabase(undefined);
    await cleanup();
  }
}
