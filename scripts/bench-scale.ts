// npm run bench -- --scale: every page and call of #9's table, at the demo catalogue's size (with a demo-size
// company's people: a full first page of each console list) and at a large training company's (10,000 courses,
// 20,000 trainings, 100,000 learners, 1,000,000 enrolments, 50,000 reviews, 200,000 enquiries), each on a fresh
// database of the PostgreSQL server (BENCH_DATABASE_URL names a database to connect to for creating them; default
// the local server's `postgres`), 4 connections, p95 per target, and the servers' memory. The two sizes' servers run
// at once and are measured side by side, target by target (demo, then large), once each has finished its start's
// warm-up: the noise of a shared machine falls on both alike. The databases are dropped at the end. The three
// legacy whole lists are timed on their first request (the start built their bytes ahead) and warm, and again right
// after a staff write; the servers' resident memory is sampled through every measurement (its peak); each staff
// list's query plan at the large size is summarised (EXPLAIN ANALYZE of its first page and count). Background jobs
// are off, as on a web instance beside `npm run worker`: the reminders of a million enrolments are the worker's
// load, not the pages'. Requests carry no validator (If-None-Match, If-Modified-Since) and keep their connections,
// as an outside client's; the table says what each target's answers were (status and X-Page-Cache: hit, stale,
// miss, or render when Next answered).
//
// BENCH_SCALE_DB=<name> keeps the large data set in that database and uses it again on the next run (the load takes
// minutes): the named one is kept (drop it by hand: `dropdb <name>`). BENCH_ONLY=<regular expression> measures only
// the targets whose name matches (to look at one list's memory without the whole table). BENCH_SCALE_FACTOR=<0..1>
// loads that share of the large data set (0.1: a medium company). The servers' resident memory is sampled every
// 100 ms, and each target's peak is printed beside its times: the step that made the peak.
import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";
import pg from "pg";
import { listPlans, PLAN_NOTE } from "./support/list-plans";
import { DEMO_PEOPLE, LARGE, loadDemoPeople, loadLargeDataset, type DatasetSize } from "./support/large-dataset";
import { ADMIN_URL, benchLearnerIn, courseTitled, databaseExists, databaseUrlOf, LOADED_MARK, titleOf } from "./support/scale-database";
import { CONNECTIONS, LEARNER_PASSWORD, measurer, MIN_REQUESTS, SECONDS, STAFF, type Measurements } from "./support/scale-measure";
import { cpuSeconds, residentMb, startServer, type MemoryUsageMb, type RunningServer } from "./support/serve";

const DIST_DIR = process.env.NEXT_DIST_DIR || ".next-bench";
const KEEP_DB = process.env.BENCH_SCALE_DB;
const FACTOR = Math.min(1, Math.max(0.001, Number(process.env.BENCH_SCALE_FACTOR ?? 1)));
/** The large data set, or the share of it BENCH_SCALE_FACTOR asks for (every learner keeps ten enrolments). */
const SIZE: DatasetSize = Object.fromEntries(
  Object.entries(LARGE).map(([name, n]) => [name, name === "enrolmentsPerLearner" ? n : Math.max(1, Math.round(n * FACTOR))]),
) as unknown as DatasetSize;
const SIZE_NAME = FACTOR === 1 ? "large" : `${FACTOR} × large`;
const ENV = { BACKGROUND_JOBS: "off", SMTP_URL: "", RATE_LIMIT_SCALE: "0", LOG_LEVEL: "error" };

const kb = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`);

const usageText = (usage: MemoryUsageMb | undefined) =>
  usage ? `heap ${usage.heapUsed}/${usage.heapTotal} MB, external ${usage.external} MB (array buffers ${usage.arrayBuffers} MB)` : "no memoryUsage()";

/** The server's memory at one size: once ready, then each step's peak (the step that made the highest first). */
function printMemory(size: string, started: { rss: number; usage: MemoryUsageMb | undefined }, measured: Measurements): void {
  process.stdout.write(
    `\nServer memory at ${size} size: ${started.rss} MB resident once ready (${usageText(started.usage)}), ${measured.memory.before} → ${measured.memory.after} MB through the measurement, peak ${measured.memory.peak} MB at ${measured.memory.peakAt}. The steps that made the most:\n`,
  );
  const steps = [...measured.results].sort(([, a], [, b]) => b.peakMb - a.peakMb).slice(0, 8);
  for (const [name, m] of steps) process.stdout.write(`  ${String(m.peakMb).padStart(5)} MB  ${name}: ${usageText(m.usageAtPeak)}\n`);
}

/** Whether the kept database at `url` holds the whole large data set (not a load cut short). */
async function isLoaded(url: string): Promise<boolean> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return (await db.query(LOADED_MARK)).rowCount === 1;
  } finally {
    await db.end();
  }
}

/** The large database `largeName`, migrated, seeded and loaded (a kept one is used again when it is loaded). */
async function prepareLarge(admin: pg.Client, largeName: string, env: Record<string, string>, passwordHash: string): Promise<void> {
  const largeUrl = databaseUrlOf(largeName);
  const reused = await databaseExists(admin, largeName);
  if (reused && (await isLoaded(largeUrl))) {
    process.stdout.write(`The large data set is loaded already in ${largeName}: used again.\n`);
    return;
  }
  if (!reused) {
    await admin.query(`create database ${largeName}`);
    // Migrated and seeded with the demo catalogue by a server's start, as the demo database was.
    await (await startServer({ distDir: DIST_DIR, staff: STAFF, env: { ...env, DATABASE_URL: largeUrl } })).stop();
  }
  const n = (count: number) => count.toLocaleString("en");
  process.stdout.write(
    `Loading the ${SIZE_NAME} data set (${n(SIZE.courses)} courses, ${n(SIZE.trainings)} trainings, ${n(SIZE.learners)} learners, ${n(SIZE.learners * SIZE.enrolmentsPerLearner)} enrolments, ${n(SIZE.reviews)} reviews, ${n(SIZE.enquiries)} enquiries)${KEEP_DB ? ` into ${KEEP_DB} (kept)` : ""}…\n`,
  );
  const loading = performance.now();
  await loadLargeDataset(largeUrl, SIZE, passwordHash, new Date().toISOString().slice(0, 10));
  process.stdout.write(`  loaded in ${Math.round((performance.now() - loading) / 1000)} s\n`);
}

/** The two sizes side by side, target by target. */
function printComparison(demo: Measurements, large: Measurements): void {
  const rows = demo.targets.map((target) => {
    const [small, big] = [demo.results.get(target.name)!, large.results.get(target.name)!];
    return {
      target: target.name,
      "demo p95 ms": small.p95,
      "large p95 ms": big.p95,
      "large / demo": Number((big.p95 / Math.max(0.1, small.p95)).toFixed(1)),
      "large − demo ms": Number((big.p95 - small.p95).toFixed(1)),
      "first request ms (demo / large)": target.whole ? `${small.first} / ${big.first}` : "",
      "demo size": kb(small.bytes),
      "large size": kb(big.bytes),
      "large on the wire": kb(big.wireBytes),
      "errors (demo / large)": `${small.errors} / ${big.errors}`,
      "peak RSS MB (demo / large)": `${small.peakMb} / ${big.peakMb}`,
      "large at its peak: heap / external MB": big.usageAtPeak ? `${big.usageAtPeak.heapTotal} / ${big.usageAtPeak.external}` : "",
    };
  });
  process.stdout.write(
    `\n${CONNECTIONS} connections, ${SECONDS} s a target (at least ${MIN_REQUESTS} answers), p95 of the answer time (to its last byte on the wire, not decoded), sizes decoded and on the wire (brotli), the server's resident memory at its highest while each target was measured; "large" is ${SIZE_NAME}:\n`,
  );
  console.table(rows);
  process.stdout.write(`\nWhat each target answered (no validators sent, kept connections), the first request apart, then the measured ones:\n`);
  console.table(
    demo.targets.map((target) => {
      const [small, big] = [demo.results.get(target.name)!, large.results.get(target.name)!];
      return {
        target: target.name,
        "demo first": small.firstAnswer,
        "demo answers": small.answers.text(),
        "large first": big.firstAnswer,
        "large answers": big.answers.text(),
      };
    }),
  );
  process.stdout.write(
    `Server memory (RSS, sampled every 100 ms): demo peak ${demo.memory.peak} MB (at ${demo.memory.peakAt}); large peak ${large.memory.peak} MB (at ${large.memory.peakAt}).\n`,
  );
}

/** Waits until `server` has stopped working on its own (a start's warm-up renders and list builds): < 5 % of a core for a second. */
async function settled(server: RunningServer): Promise<void> {
  for (let waited = 0; waited < 180; waited++) {
    const before = cpuSeconds(server.pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (cpuSeconds(server.pid) - before < 0.05) return;
  }
}

export async function benchScale(): Promise<void> {
  const name = `tp_bench_scale_${process.pid}`;
  const largeName = KEEP_DB ?? `${name}_large`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const [databaseUrl, largeUrl] = [databaseUrlOf(name), databaseUrlOf(largeName)];
  const env = { ...ENV, SESSION_SECRET: randomBytes(32).toString("hex") };
  const passwordHash = bcrypt.hashSync(LEARNER_PASSWORD, 10);
  const servers: RunningServer[] = [];
  try {
    process.stdout.write(
      `Demo catalogue and a demo-size company's batches and people (${DEMO_PEOPLE.batches} more batches, ${DEMO_PEOPLE.learners} learners with two batches each, ${DEMO_PEOPLE.enquiries} enquiries) on a fresh PostgreSQL database (${name}); the server builds into ${DIST_DIR} first when needed.\n`,
    );
    const demoServer = await startServer({ distDir: DIST_DIR, staff: STAFF, env: { ...env, DATABASE_URL: databaseUrl }, memoryTrace: true });
    servers.push(demoServer);
    const trainingId = await benchLearnerIn(databaseUrl, passwordHash);
    await loadDemoPeople(databaseUrl, passwordHash);
    await prepareLarge(admin, largeName, env, passwordHash);
    const largeServer = await startServer({ distDir: DIST_DIR, staff: STAFF, env: { ...env, DATABASE_URL: largeUrl }, memoryTrace: true });
    servers.push(largeServer);
    // Both servers run at once and are measured target by target, demo then large: a shared machine's noise falls
    // on both sizes alike. Each first finishes its start's warm-up (the renders and list builds a start makes).
    await Promise.all([settled(demoServer), settled(largeServer)]);
    const started = servers.map((server) => ({ rss: residentMb(server.pid), usage: server.memoryUsage() }));
    const demoRun = await measurer(demoServer, "bench.learner@example.com", { trainingId });
    // The same pages, and the same course and category, so the two sizes answer the same question (in the large
    // database the same demo course and the bench learner's first batch, under ids of their own).
    const demoCourseId = /\/admin\/courses\/([^/]+)$/.exec(demoRun.targets.find((t) => t.name === "a course's console page")?.path ?? "")?.[1];
    const largeRun = await measurer(largeServer, "learner1@scale.example.com", {
      trainingId: await benchLearnerIn(largeUrl, passwordHash),
      course: demoCourseId ? await courseTitled(largeServer.base, largeUrl, await titleOf(databaseUrl, demoCourseId)) : undefined,
    });
    process.stdout.write(`Measuring each target at demo size, then at ${SIZE_NAME} size (${CONNECTIONS} connections, ${SECONDS} s each):\n`);
    for (const [i, target] of demoRun.targets.entries()) {
      const large = largeRun.targets[i]!;
      if (large.name !== target.name) throw new Error(`the two sizes' targets differ: ${target.name} / ${large.name}`);
      process.stdout.write(`  ${target.name}…\n`);
      await demoRun.measure(target);
      await largeRun.measure(large);
    }
    const [demo, large] = [demoRun.finish(), largeRun.finish()];
    printMemory("demo", started[0]!, demo);
    printMemory(SIZE_NAME, started[1]!, large);
    printComparison(demo, large);
    process.stdout.write(`\nStaff lists' query plans at the ${SIZE_NAME} size (${PLAN_NOTE}):\n`);
    console.table(await listPlans(largeUrl));
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await admin.query(`drop database if exists ${name} with (force)`);
    if (!KEEP_DB) await admin.query(`drop database if exists ${largeName} with (force)`);
    await admin.end();
  }
}
