// The scale bench's measurement (scripts/bench-scale.ts): each target loaded from a few kept connections, as an
// outside client does (no validators), its p95, sizes, answers (status, X-Page-Cache) and the server's memory.
import http from "node:http";
import { SESSION_COOKIE } from "../../lib/auth/session-cookie";
import { answerCounts, type AnswerCounts } from "./answer-counts";
import { residentMb, type MemoryUsageMb, type RunningServer } from "./serve";

export const CONNECTIONS = 4;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Enough answers for a p95 even when one takes seconds. */
export const MIN_REQUESTS = 20;
export const STAFF = { email: "bench.staff@example.com", name: "Bench Staff", password: "Bench!mark-Pass7" };
export const LEARNER_PASSWORD = "Bench!learner-Pass7";
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;

export type Session = "staff" | "learner";
export interface Target {
  name: string;
  path: string;
  session?: Session;
  /** Sent as a bearer token (API) rather than the session cookie (pages). */
  api?: boolean;
  /** A legacy whole list: its first request (the first since the start built it, or since a write) is timed apart. */
  whole?: boolean;
  /** A staff write made just before its first request (the list is then out of date: its build runs meanwhile). */
  afterWrite?: (base: string, staffToken: string) => Promise<void>;
}

export interface Measured {
  /** The first request's time (a whole list: its first since the start, or since a write). */
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
  /** The measured answers by status and X-Page-Cache; the first request's apart. */
  answers: AnswerCounts;
  firstAnswer: string;
}

/**
 * One GET, read to its last byte as it came over the wire (compressed): the server's answer time, as autocannon
 * and nginx's logs count it. fetch() decodes brotli and gzip on the way, and decoding 45 MB of trainings on the
 * same two cores as the server measured the client as much as the server.
 */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; wireBytes: number; cache?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent }, (res) => {
        let wireBytes = 0;
        res.on("data", (chunk: Buffer) => (wireBytes += chunk.length));
        const cache = res.headers["x-page-cache"] as string | undefined;
        res.on("end", () => resolve({ status: res.statusCode ?? 0, wireBytes, cache }));
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
async function measure(base: string, target: Target, token: string | undefined, staffToken: string): Promise<Measured> {
  const headers: Record<string, string> = { "accept-encoding": "gzip, br" };
  if (token && target.api) headers.authorization = `Bearer ${token}`;
  else if (token) headers.cookie = `${SESSION_COOKIE}=${token}`;
  const times: number[] = [];
  const answers = answerCounts();
  let errors = 0;
  let wireBytes = 0;
  const until = Date.now() + SECONDS * 1000;
  const loop = async () => {
    while (Date.now() < until || times.length + errors < MIN_REQUESTS) {
      const started = performance.now();
      try {
        const res = await rawGet(`${base}${target.path}`, headers);
        answers.add(res.status, res.cache);
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
  await target.afterWrite?.(base, staffToken);
  const firstStarted = performance.now();
  const firstAnswer = await rawGet(`${base}${target.path}`, headers).then(
    (res) => `${res.status} ${res.cache ?? "render"}`,
    (err: Error) => err.message,
  );
  const first = Math.round(performance.now() - firstStarted);
  const bytes = (await fetch(`${base}${target.path}`, { headers, redirect: "manual" }).then((r) => r.arrayBuffer())).byteLength;
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  times.sort((a, b) => a - b);
  // To a tenth of a millisecond: the kept pages answer in one or two, where whole milliseconds make ratios of noise.
  const p95 = Math.round(times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)]! * 10) / 10;
  return { first, firstAnswer, peakMb: 0, p95, requests: times.length, errors, bytes, wireBytes, answers };
}

/** A staff edit of the course's summary (a new text each time), through the staff API. */
const editCourse = (id: string) => async (base: string, staffToken: string) => {
  const res = await fetch(`${base}/api/admin/courses/${id}`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${staffToken}` },
    body: JSON.stringify({ courseSmlDesc: `Edited by the bench at ${new Date().toISOString()}.` }),
  });
  if (!res.ok) throw new Error(`editing course ${id}: ${res.status} ${await res.text()}`);
};

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
    // A staff edit of a course drops both lists that hold it: an outside client asking then is answered within the
    // wait for the build or the bytes before (stale), not after the build.
    {
      name: "GET /api/course/getAllCoursesForUser (whole, after a write)",
      path: "/api/course/getAllCoursesForUser",
      whole: true,
      afterWrite: editCourse(course._id),
    },
    {
      name: "GET /api/training/getAllTrainingCoursesByUser (whole, after a write)",
      path: "/api/training/getAllTrainingCoursesByUser",
      whole: true,
      afterWrite: editCourse(course._id),
    },
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

export type Measurements = ReturnType<Measurer["finish"]>;
export type Measurer = Awaited<ReturnType<typeof measurer>>;

/**
 * Measures `server`'s targets one at a time, when asked (the bench interleaves two servers, target by target, so
 * both sizes meet the same moment of a shared, noisy machine), sampling its resident memory all along.
 */
export async function measurer(
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
  return {
    targets: list,
    async measure(target: Target): Promise<Measured> {
      [step, usage] = [0, undefined];
      const measured = await measure(server.base, target, target.session && tokens[target.session], tokens.staff);
      sample();
      measured.peakMb = step;
      measured.usageAtPeak = usage;
      if (step >= peak) peakAt = target.name;
      results.set(target.name, measured);
      return measured;
    },
    finish() {
      clearInterval(sampling);
      const after = residentMb(server.pid);
      return { targets: list, results, memory: { before: memoryBefore, after, peak: Math.max(peak, after), peakAt } };
    },
  };
}
