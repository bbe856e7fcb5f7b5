// npm run bench -- --scale: every page and call of #9's table, at the demo catalogue's size (with a demo-size
// company's people: a full first page of each console list) and at a large training company's (10,000 courses,
// 20,000 trainings, 100,000 learners, 1,000,000 enrolments, 50,000 reviews, 200,000 enquiries), on a fresh
// database of the PostgreSQL server (BENCH_DATABASE_URL names a database to connect to for creating it; default
// the local server's `postgres`), 4 connections, p95 per target, and the server's memory. The database is
// dropped at the end. The three legacy whole lists are timed cold (the first request after the server starts, which
// builds their bytes) and warm; the server's resident memory is sampled through every measurement (its peak); each
// staff list's query plan at the large size is summarised (EXPLAIN ANALYZE of its first page and count). Background jobs are off, as on a web instance beside `npm run worker`: the reminders of a
// million enrolments are the worker's load, not the pages'.
//
// BENCH_SCALE_DB=<name> keeps the large data set in that database and uses it again on the next run (the load takes
// a quarter of an hour): the demo size is then measured on a fresh database of its own, dropped at the end, and the
// named one is kept (drop it by hand: `dropdb <name>`). BENCH_ONLY=<regular expression> measures only the targets
// whose name matches (to look at one list's memory without the whole table). The server's resident memory is
// sampled every 100 ms, and each target's peak is printed beside its times: the step that made the peak.
import { randomBytes } from "node:crypto";
import http from "node:http";
import bcrypt from "bcryptjs";
import pg from "pg";
import { SESSION_COOKIE } from "../lib/auth/session-cookie";
import { DEMO_PEOPLE, LARGE, loadDemoPeople, loadLargeDataset } from "./support/large-dataset";
import { residentMb, startServer, type MemoryUsageMb, type RunningServer } from "./support/serve";

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DIST_DIR = process.env.NEXT_DIST_DIR || ".next-bench";
const CONNECTIONS = 4;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Enough answers for a p95 even when one takes seconds. */
const MIN_REQUESTS = 20;
const STAFF = { email: "bench.staff@example.com", name: "Bench Staff", password: "Bench!mark-Pass7" };
const LEARNER_PASSWORD = "Bench!learner-Pass7";
const KEEP_DB = process.env.BENCH_SCALE_DB;
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;

type Session = "staff" | "learner";
interface Target {
  name: string;
  path: string;
  session?: Session;
  /** Sent as a bearer token (API) rather than the session cookie (pages). */
  api?: boolean;
  /** A legacy whole list: its first request (cold, it builds the list) is timed apart. */
  whole?: boolean;
}

interface Measured {
  /** The first request's time (whole lists: cold). */
  first: number;
  /** The server's resident memory at its highest while this target was measured (MB). */
  peakMb: number;
  /** The server's process.memoryUsage() at about that instant (MB). */
  usageAtPeak?: MemoryUsageMb;
  p95: number;
  requests: number;
  errors: number;
  bytes: number;
  wireBytes: number;
}

/**
 * One GET, read to its last byte as it came over the wire (compressed): the server's answer time, as autocannon
 * and nginx's logs count it. fetch() decodes brotli and gzip on the way, and decoding 45 MB of trainings on the
 * same two cores as the server measured the client as much as the server.
 */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; wireBytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent }, (res) => {
        let wireBytes = 0;
        res.on("data", (chunk: Buffer) => (wireBytes += chunk.length));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, wireBytes }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/**
 * Requests `path` from CONNECTIONS loops for SECONDS (at least MIN_REQUESTS in all); the p95 of the answers' times
 * (to the last byte on the wire), the answer's size decoded and on the wire.
 */
async function measure(base: string, target: Target, token: string | undefined): Promise<Measured> {
  const headers: Record<string, string> = { "accept-encoding": "gzip, br" };
  if (token && target.api) headers.authorization = `Bearer ${token}`;
  else if (token) headers.cookie = `${SESSION_COOKIE}=${token}`;
  const times: number[] = [];
  let errors = 0;
  let wireBytes = 0;
  const until = Date.now() + SECONDS * 1000;
  const loop = async () => {
    while (Date.now() < until || times.length + errors < MIN_REQUESTS) {
      const started = performance.now();
      try {
        const res = await rawGet(`${base}${target.path}`, headers);
        if (res.status !== 200) errors++;
        else wireBytes = res.wireBytes;
      } catch {
        errors++;
      }
      times.push(performance.now() - started);
    }
  };
  // One request first, alone: caches fill the way a visitor's first request fills them (for a whole list: the cold
  // build, timed to its last byte on the wire), then one that tells the size.
  const firstStarted = performance.now();
  await rawGet(`${base}${target.path}`, headers).catch(() => undefined);
  const first = Math.round(performance.now() - firstStarted);
  const bytes = (await fetch(`${base}${target.path}`, { headers, redirect: "manual" }).then((r) => r.arrayBuffer())).byteLength;
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  times.sort((a, b) => a - b);
  const p95 = Math.round(times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)]!);
  return { first, peakMb: 0, p95, requests: times.length, errors, bytes, wireBytes };
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { accessToken?: string; message?: string };
  if (!body.accessToken) throw new Error(`signing in as ${email}: ${res.status} ${body.message ?? ""}`);
  return body.accessToken;
}

/**
 * `trainingId`: a batch the bench learner is enrolled in (its console page and attendance grid); `course`: the course
 * whose pages are measured (default: the first of the catalogue's first page).
 */
async function targetsOf(base: string, trainingId: string, course?: { _id: string; courseSlug: string }): Promise<Target[]> {
  const first = async <T>(path: string) => ((await (await fetch(`${base}${path}`)).json()) as { data: T[] }).data[0]!;
  course ??= await first<{ _id: string; courseSlug: string }>("/api/course/getAllCoursesForUser?page=1&pageSize=1");
  const category = await first<{ categorySlug: string }>("/api/category/getAllCategory");
  const all: Target[] = [
    { name: "/", path: "/" },
    { name: "/training-courses", path: "/training-courses" },
    { name: "a category page", path: `/training-courses/category/${category.categorySlug}` },
    { name: "a course page", path: `/training-courses/course/${course.courseSlug}` },
    { name: "GET /api/course/getAllCoursesForUser (whole)", path: "/api/course/getAllCoursesForUser", whole: true },
    { name: "GET /api/training/getAllTrainingCoursesByUser (whole)", path: "/api/training/getAllTrainingCoursesByUser", whole: true },
    { name: "GET /api/rating/getAllRatingsByUser (whole)", path: "/api/rating/getAllRatingsByUser", whole: true },
    { name: "GET /api/course/getCourseById/{id}", path: `/api/course/getCourseById/${course._id}` },
    { name: "GET /api/course/featured", path: "/api/course/featured" },
    { name: "GET /api/training/showcase", path: "/api/training/showcase" },
    { name: "GET /api/rating/latest", path: "/api/rating/latest" },
    { name: "/admin", path: "/admin", session: "staff" },
    { name: "/admin/trainings", path: "/admin/trainings", session: "staff" },
    { name: "/admin/courses", path: "/admin/courses", session: "staff" },
    { name: "/admin/reviews", path: "/admin/reviews", session: "staff" },
    { name: "a training's console page", path: `/admin/trainings/${trainingId}`, session: "staff" },
    { name: "a course's console page", path: `/admin/courses/${course._id}`, session: "staff" },
    { name: "/admin/trainings/new", path: "/admin/trainings/new", session: "staff" },
    { name: "/admin/bookings/new", path: "/admin/bookings/new", session: "staff" },
    { name: "/admin/quotes/new", path: "/admin/quotes/new", session: "staff" },
    { name: "/admin/discount-codes", path: "/admin/discount-codes", session: "staff" },
    { name: "/admin/enquiries/board", path: "/admin/enquiries/board", session: "staff" },
    { name: "a training's attendance page", path: `/admin/trainings/${trainingId}/attendance`, session: "staff" },
    { name: "GET /api/admin/trainings", path: "/api/admin/trainings", session: "staff", api: true },
    { name: "GET /api/admin/courses", path: "/api/admin/courses", session: "staff", api: true },
    { name: "GET /api/admin/ratings", path: "/api/admin/ratings", session: "staff", api: true },
    { name: "GET /api/admin/trainings/{id}/attendance", path: `/api/admin/trainings/${trainingId}/attendance`, session: "staff", api: true },
    { name: "/admin/enrolments", path: "/admin/enrolments", session: "staff" },
    { name: "/admin/users", path: "/admin/users", session: "staff" },
    { name: "GET /api/admin/enrollments", path: "/api/admin/enrollments", session: "staff", api: true },
    { name: "GET /api/admin/users", path: "/api/admin/users", session: "staff", api: true },
    { name: "/admin/enquiries", path: "/admin/enquiries", session: "staff" },
    { name: "/admin/bookings", path: "/admin/bookings", session: "staff" },
    { name: "GET /api/admin/contact-messages", path: "/api/admin/contact-messages", session: "staff", api: true },
    { name: "GET /api/admin/bookings", path: "/api/admin/bookings", session: "staff", api: true },
    { name: "GET /api/admin/payment-proofs", path: "/api/admin/payment-proofs", session: "staff", api: true },
    { name: "GET /api/admin/quotes", path: "/api/admin/quotes", session: "staff", api: true },
    { name: "GET /api/admin/organizations", path: "/api/admin/organizations", session: "staff", api: true },
    { name: "/account", path: "/account", session: "learner" },
    { name: "/my-learning", path: "/my-learning", session: "learner" },
    { name: "GET /api/enrollment/getAllEnrollmentsByUserId", path: "/api/enrollment/getAllEnrollmentsByUserId", session: "learner", api: true },
  ];
  return all.filter((target) => !ONLY || ONLY.test(target.name));
}

async function measureAll(
  server: RunningServer,
  learnerEmail: string,
  targets: Target[] | { trainingId: string; course?: { _id: string; courseSlug: string } },
) {
  const tokens: Record<Session, string> = {
    staff: await signIn(server.base, STAFF.email, STAFF.password),
    learner: await signIn(server.base, learnerEmail, LEARNER_PASSWORD),
  };
  const list = Array.isArray(targets) ? targets : await targetsOf(server.base, targets.trainingId, targets.course);
  const memoryBefore = residentMb(server.pid);
  // The peak, not two samples: a whole list's build is a burst. `step` is the peak of the target being measured.
  let peak = memoryBefore;
  let step = memoryBefore;
  let usage: MemoryUsageMb | undefined;
  const sample = () => {
    try {
      const now = residentMb(server.pid);
      peak = Math.max(peak, now);
      if (now > step) [step, usage] = [now, server.memoryUsage()];
    } catch {
      // the server is gone: the measurement fails on its own
    }
  };
  const sampling = setInterval(sample, 100);
  const results = new Map<string, Measured>();
  let peakAt = "start";
  try {
    for (const target of list) {
      process.stdout.write(`  ${target.name}…\n`);
      [step, usage] = [0, undefined];
      const measured = await measure(server.base, target, target.session && tokens[target.session]);
      sample();
      measured.peakMb = step;
      measured.usageAtPeak = usage;
      if (step >= peak) peakAt = target.name;
      results.set(target.name, measured);
    }
  } finally {
    clearInterval(sampling);
  }
  const after = residentMb(server.pid);
  return { targets: list, results, memory: { before: memoryBefore, after, peak: Math.max(peak, after), peakAt } };
}

/**
 * The staff lists' queries as this bench writes them: each list's first page (newest first, 50 rows) and its count.
 * Not the server's own SQL (PostgreSQL 15 has no generic plans of parameterised statements, and pg_stat_statements is
 * not preloaded on every server): the plan of the question each list asks, on the same tables and indexes.
 */
const PLAN_NOTE = "EXPLAIN (ANALYZE, FORMAT JSON) of each list's first page, newest first, 50 rows, and of its count";
const LISTS: [string, string][] = [
  ["enrolments", "enrolments"],
  ["users", "users"],
  ["enquiries (contact-messages)", "contact_messages"],
  ["trainings", "trainings"],
  ["courses", "courses"],
  ["reviews", "reviews"],
  ["bookings", "bookings"],
  ["payments", "payments"],
  ["payment proofs", "payment_proofs"],
  ["certificates", "certificates"],
  ["attendance", "attendance"],
  ["organisations", "organizations"],
  ["quotes", "quotes"],
];

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Total Cost": number;
  "Actual Rows"?: number;
  Plans?: PlanNode[];
}

/** "Limit > Index Scan Backward (enrolments_created_at_idx)": the plan's nodes, outermost first. */
function planSummary(node: PlanNode): string {
  const name = `${node["Node Type"]}${node["Index Name"] ? ` (${node["Index Name"]})` : node["Relation Name"] ? ` (${node["Relation Name"]})` : ""}`;
  const inner = (node.Plans ?? []).map(planSummary);
  return inner.length === 0 ? name : inner.length === 1 ? `${name} > ${inner[0]}` : `${name} > [${inner.join("; ")}]`;
}

async function listPlans(databaseUrl: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const rows: Record<string, string | number>[] = [];
  try {
    for (const [list, table] of LISTS) {
      const explain = async (query: string) => {
        try {
          const {
            rows: [row],
          } = await db.query(`explain (analyze, format json) ${query}`);
          const [plan] = (row as { "QUERY PLAN": { Plan: PlanNode; "Execution Time": number }[] })["QUERY PLAN"];
          return { summary: planSummary(plan!.Plan), ms: Number(plan!["Execution Time"].toFixed(1)) };
        } catch (err) {
          return { summary: `n/a: ${(err as Error).message}`, ms: NaN };
        }
      };
      const page = await explain(`select * from ${table} order by created_at desc, id desc limit 50`);
      const count = await explain(`select count(*) from ${table}`);
      const {
        rows: [size],
      } = await db.query(`select count(*)::int as n from ${table}`).catch(() => ({ rows: [{ n: NaN }] }));
      rows.push({
        list,
        rows: (size as { n: number }).n,
        "first page plan": page.summary,
        "page ms": page.ms,
        "count plan": count.summary,
        "count ms": count.ms,
      });
    }
  } finally {
    await db.end();
  }
  return rows;
}

const kb = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`);

type Measurements = Awaited<ReturnType<typeof measureAll>>;

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

/** A database's URL on the server of ADMIN_URL. */
function databaseUrlOf(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The bench learner (a handful of enrolments, as the large data set's learners have ten) in a database the server
 * has migrated and seeded: the first batch it is enrolled in (the demo catalogue's, not the large data set's).
 */
async function benchLearnerIn(databaseUrl: string, passwordHash: string): Promise<string> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `insert into users (id, role, name, email, phone, password_hash, activated_at) values ('benchlearner', 'learner', 'Bench Learner', 'bench.learner@example.com', '9700000001', $1, now()) on conflict do nothing`,
      [passwordHash],
    );
    await db.query(
      `insert into enrolments (id, user_id, training_id, is_active) select 'benchenrol' || row_number() over (), 'benchlearner', id, true from (select id from trainings where id not like 'scale%' order by start_date, id limit 10) t on conflict do nothing`,
    );
    const {
      rows: [enrolled],
    } = await db.query<{ training_id: string }>(
      `select e.training_id from enrolments e join trainings t on t.id = e.training_id where e.user_id = 'benchlearner' order by t.start_date, t.id limit 1`,
    );
    return enrolled!.training_id;
  } finally {
    await db.end();
  }
}

/** The id and slug of the course titled `title` (the same demo course in another database). */
async function courseTitled(base: string, databaseUrl: string, title: string): Promise<{ _id: string; courseSlug: string }> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const {
      rows: [row],
    } = await db.query<{ id: string }>(`select id from courses where title = $1 order by created_at limit 1`, [title]);
    const course = (await (await fetch(`${base}/api/course/getCourseById/${row!.id}`)).json()) as { data: { _id: string; courseSlug: string } };
    return { _id: course.data._id, courseSlug: course.data.courseSlug };
  } finally {
    await db.end();
  }
}

async function databaseExists(admin: pg.Client, name: string): Promise<boolean> {
  return (await admin.query(`select 1 from pg_database where datname = $1`, [name])).rowCount === 1;
}

// The load's last step but ANALYZE sets the courses' ratings from the reviews: a load cut short is not taken for a loaded database.
const LOADED_MARK = "select 1 from courses where id = 'scalecourse1' and rating_count > 0";

export async function benchScale(): Promise<void> {
  const name = `tp_bench_scale_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const databaseUrl = databaseUrlOf(name);
  const largeUrl = KEEP_DB ? databaseUrlOf(KEEP_DB) : databaseUrl;
  const env = {
    SESSION_SECRET: randomBytes(32).toString("hex"),
    BACKGROUND_JOBS: "off",
    SMTP_URL: "",
    RATE_LIMIT_SCALE: "0",
    LOG_LEVEL: "error",
  };
  const passwordHash = bcrypt.hashSync(LEARNER_PASSWORD, 10);
  let server: RunningServer | undefined;
  try {
    process.stdout.write(
      `Demo catalogue and a demo-size company's batches and people (${DEMO_PEOPLE.batches} more batches, ${DEMO_PEOPLE.learners} learners with two batches each, ${DEMO_PEOPLE.enquiries} enquiries) on a fresh PostgreSQL database (${name}); the server builds into ${DIST_DIR} first when needed.\n`,
    );
    server = await startServer({ distDir: DIST_DIR, staff: STAFF, env: { ...env, DATABASE_URL: databaseUrl }, memoryTrace: true });
    const started = { rss: residentMb(server.pid), usage: server.memoryUsage() };
    const trainingId = await benchLearnerIn(databaseUrl, passwordHash);
    await loadDemoPeople(databaseUrl, passwordHash);
    process.stdout.write(`Measuring at demo size (${CONNECTIONS} connections, ${SECONDS} s each):\n`);
    const demo = await measureAll(server, "bench.learner@example.com", { trainingId });
    printMemory("demo", started, demo);
    await server.stop();
    server = undefined;

    const reused = KEEP_DB !== undefined && (await databaseExists(admin, KEEP_DB));
    const loaded =
      reused &&
      (await (async () => {
        const db = new pg.Client({ connectionString: largeUrl });
        await db.connect();
        try {
          return (await db.query(LOADED_MARK)).rowCount === 1;
        } finally {
          await db.end();
        }
      })());
    if (KEEP_DB && !reused) {
      await admin.query(`create database ${KEEP_DB}`);
      // Migrated and seeded with the demo catalogue by a server's start, as the demo database was.
      await (await startServer({ distDir: DIST_DIR, staff: STAFF, env: { ...env, DATABASE_URL: largeUrl } })).stop();
    }
    if (loaded) {
      process.stdout.write(`The large data set is loaded already in ${KEEP_DB}: used again.\n`);
    } else {
      process.stdout.write(
        `Loading the large data set (${LARGE.courses.toLocaleString("en")} courses, ${LARGE.trainings.toLocaleString("en")} trainings, ${LARGE.learners.toLocaleString("en")} learners, ${(LARGE.learners * LARGE.enrolmentsPerLearner).toLocaleString("en")} enrolments, ${LARGE.reviews.toLocaleString("en")} reviews, ${LARGE.enquiries.toLocaleString("en")} enquiries)${KEEP_DB ? ` into ${KEEP_DB} (kept)` : ""}…\n`,
      );
      const loading = performance.now();
      await loadLargeDataset(largeUrl, LARGE, passwordHash, new Date().toISOString().slice(0, 10));
      process.stdout.write(`  loaded in ${Math.round((performance.now() - loading) / 1000)} s\n`);
    }
    server = await startServer({ distDir: DIST_DIR, staff: STAFF, env: { ...env, DATABASE_URL: largeUrl }, memoryTrace: true });
    const startedLarge = { rss: residentMb(server.pid), usage: server.memoryUsage() };
    process.stdout.write(`Measuring at large size:\n`);
    // The same pages, and the same course and category, so the two sizes answer the same question (in a kept
    // database the same demo course and the bench learner's first batch, under ids of their own).
    const demoCourseId = /\/admin\/courses\/([^/]+)$/.exec(demo.targets.find((t) => t.name === "a course's console page")?.path ?? "")?.[1];
    const large: Measurements =
      largeUrl === databaseUrl
        ? await measureAll(server, "learner1@scale.example.com", demo.targets)
        : await measureAll(server, "learner1@scale.example.com", {
            trainingId: await benchLearnerIn(largeUrl, passwordHash),
            course: demoCourseId ? await courseTitled(server.base, largeUrl, await titleOf(databaseUrl, demoCourseId)) : undefined,
          });
    printMemory("large", startedLarge, large);

    const rows = demo.targets.map((target) => {
      const [small, big] = [demo.results.get(target.name)!, large.results.get(target.name)!];
      return {
        target: target.name,
        "demo p95 ms": small.p95,
        "large p95 ms": big.p95,
        "large / demo": Number((big.p95 / Math.max(1, small.p95)).toFixed(1)),
        "cold ms (demo / large)": target.whole ? `${small.first} / ${big.first}` : "",
        "demo size": kb(small.bytes),
        "large size": kb(big.bytes),
        "large on the wire": kb(big.wireBytes),
        "errors (demo / large)": `${small.errors} / ${big.errors}`,
        "peak RSS MB (demo / large)": `${small.peakMb} / ${big.peakMb}`,
        "large at its peak: heap / external MB": big.usageAtPeak ? `${big.usageAtPeak.heapTotal} / ${big.usageAtPeak.external}` : "",
      };
    });
    process.stdout.write(
      `\n${CONNECTIONS} connections, ${SECONDS} s a target (at least ${MIN_REQUESTS} answers), p95 of the answer time (to its last byte on the wire, not decoded), sizes decoded and on the wire (brotli), the server's resident memory at its highest while each target was measured:\n`,
    );
    console.table(rows);
    process.stdout.write(
      `Server memory (RSS, sampled every 100 ms): demo peak ${demo.memory.peak} MB (at ${demo.memory.peakAt}); large peak ${large.memory.peak} MB (at ${large.memory.peakAt}).\n`,
    );
    process.stdout.write(`\nStaff lists' query plans at the large size (${PLAN_NOTE}):\n`);
    console.table(await listPlans(largeUrl));
  } finally {
    await server?.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function titleOf(databaseUrl: string, courseId: string): Promise<string> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return (await db.query<{ title: string }>(`select title from courses where id = $1`, [courseId])).rows[0]!.title;
  } finally {
    await db.end();
  }
}
