// npm run bench -- --scale: every page and call of #9's table, at the demo catalogue's size and at a large training
// company's (10,000 courses, 20,000 trainings, 100,000 learners, 1,000,000 enrolments, 50,000 reviews, 200,000
// enquiries), on a fresh
// database of the PostgreSQL server (BENCH_DATABASE_URL names a database to connect to for creating it; default
// the local server's `postgres`), 4 connections, p95 per target, and the server's memory. The database is
// dropped at the end. The three legacy whole lists are timed cold (the first request after the server starts, which
// builds their bytes) and warm; the server's resident memory is sampled through every measurement (its peak); each
// staff list's query plan at the large size is summarised (EXPLAIN ANALYZE of its first page and count). Background jobs are off, as on a web instance beside `npm run worker`: the reminders of a
// million enrolments are the worker's load, not the pages'.
import { randomBytes } from "node:crypto";
import http from "node:http";
import bcrypt from "bcryptjs";
import pg from "pg";
import { SESSION_COOKIE } from "../lib/auth/session-cookie";
import { LARGE, loadLargeDataset } from "./support/large-dataset";
import { residentMb, startServer, type RunningServer } from "./support/serve";

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DIST_DIR = process.env.NEXT_DIST_DIR || ".next-bench";
const CONNECTIONS = 4;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Enough answers for a p95 even when one takes seconds. */
const MIN_REQUESTS = 20;
const STAFF = { email: "bench.staff@example.com", name: "Bench Staff", password: "Bench!mark-Pass7" };
const LEARNER_PASSWORD = "Bench!learner-Pass7";

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
  return { first, p95: Math.round(times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)]!), requests: times.length, errors, bytes, wireBytes };
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

/** `trainingId`: a batch the bench learner is enrolled in (its console page and attendance grid). */
async function targetsOf(base: string, trainingId: string): Promise<Target[]> {
  const first = async <T>(path: string) => ((await (await fetch(`${base}${path}`)).json()) as { data: T[] }).data[0]!;
  const course = await first<{ _id: string; courseSlug: string }>("/api/course/getAllCoursesForUser?page=1&pageSize=1");
  const category = await first<{ categorySlug: string }>("/api/category/getAllCategory");
  return [
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
}

async function measureAll(server: RunningServer, learnerEmail: string, targets: Target[] | { trainingId: string }) {
  const tokens: Record<Session, string> = {
    staff: await signIn(server.base, STAFF.email, STAFF.password),
    learner: await signIn(server.base, learnerEmail, LEARNER_PASSWORD),
  };
  const list = Array.isArray(targets) ? targets : await targetsOf(server.base, targets.trainingId);
  const memoryBefore = residentMb(server.pid);
  // The peak, not two samples: a whole list's build is a burst.
  let peak = memoryBefore;
  const sampling = setInterval(() => {
    try {
      peak = Math.max(peak, residentMb(server.pid));
    } catch {
      // the server is gone: the measurement fails on its own
    }
  }, 100);
  const results = new Map<string, Measured>();
  try {
    for (const target of list) {
      process.stdout.write(`  ${target.name}…\n`);
      results.set(target.name, await measure(server.base, target, target.session && tokens[target.session]));
    }
  } finally {
    clearInterval(sampling);
  }
  const after = residentMb(server.pid);
  return { targets: list, results, memory: { before: memoryBefore, after, peak: Math.max(peak, after) } };
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

export async function benchScale(): Promise<void> {
  const name = `tp_bench_scale_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const env = {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    BACKGROUND_JOBS: "off",
    SMTP_URL: "",
    RATE_LIMIT_SCALE: "0",
    LOG_LEVEL: "error",
  };
  const passwordHash = bcrypt.hashSync(LEARNER_PASSWORD, 10);
  let server: RunningServer | undefined;
  try {
    process.stdout.write(`Demo catalogue on a fresh PostgreSQL database (${name}); the server builds into ${DIST_DIR} first when needed.\n`);
    server = await startServer({ distDir: DIST_DIR, staff: STAFF, env });
    // A learner with a handful of enrolments, as the large data set's learners have ten.
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    await db.query(
      `insert into users (id, role, name, email, phone, password_hash, activated_at) values ('benchlearner', 'learner', 'Bench Learner', 'bench.learner@example.com', '9700000001', $1, now())`,
      [passwordHash],
    );
    const {
      rows: [enrolled],
    } = await db.query<{ training_id: string }>(
      `insert into enrolments (id, user_id, training_id, is_active) select 'benchenrol' || row_number() over (), 'benchlearner', id, true from (select id from trainings order by start_date limit 10) t returning training_id`,
    );
    await db.end();
    process.stdout.write(`Measuring at demo size (${CONNECTIONS} connections, ${SECONDS} s each):\n`);
    const demo = await measureAll(server, "bench.learner@example.com", { trainingId: enrolled!.training_id });
    await server.stop();
    server = undefined;

    process.stdout.write(
      `Loading the large data set (${LARGE.courses.toLocaleString("en")} courses, ${LARGE.trainings.toLocaleString("en")} trainings, ${LARGE.learners.toLocaleString("en")} learners, ${(LARGE.learners * LARGE.enrolmentsPerLearner).toLocaleString("en")} enrolments, ${LARGE.reviews.toLocaleString("en")} reviews, ${LARGE.enquiries.toLocaleString("en")} enquiries)…\n`,
    );
    const loading = performance.now();
    await loadLargeDataset(databaseUrl, LARGE, passwordHash, new Date().toISOString().slice(0, 10));
    process.stdout.write(`  loaded in ${Math.round((performance.now() - loading) / 1000)} s\n`);
    server = await startServer({ distDir: DIST_DIR, staff: STAFF, env });
    process.stdout.write(`Measuring at large size:\n`);
    // The same pages, and the same course and category, so the two sizes answer the same question.
    const large = await measureAll(server, "learner1@scale.example.com", demo.targets);

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
      };
    });
    process.stdout.write(
      `\n${CONNECTIONS} connections, ${SECONDS} s a target (at least ${MIN_REQUESTS} answers), p95 of the answer time (to its last byte on the wire, not decoded), sizes decoded and on the wire (brotli):\n`,
    );
    console.table(rows);
    process.stdout.write(
      `Server memory (RSS): demo ${demo.memory.before} → ${demo.memory.after} MB, peak ${demo.memory.peak} MB; large ${large.memory.before} → ${large.memory.after} MB, peak ${large.memory.peak} MB (sampled every 100 ms through the measurements).\n`,
    );
    process.stdout.write(`\nStaff lists' query plans at the large size (${PLAN_NOTE}):\n`);
    console.table(await listPlans(databaseUrl));
  } finally {
    await server?.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
