// npm run soak -- --minutes N [--rate R]: the production server under steady, mixed traffic (browse, enquire,
// register, sign in, My Learning, the staff inbox and course edits) on the loopback interface, with its mail and SMS caught by local
// sinks. Prints, per minute, the operations done, the errors, p99 latency and the server's resident memory, and
// exits 1 if any operation failed. Bounded: it stops by itself after N minutes.
import { startSinks } from "../e2e/support/sinks";
import { SESSION_COOKIE } from "../lib/auth/session-cookie";
import { cpuSeconds, freePort, residentMb, startServer } from "./support/serve";
import { memorySlope, type MemorySample } from "./support/soak-stats";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const MINUTES = option("minutes", 2);
const RATE = option("rate", 20); // operations started per second
const MAX_IN_FLIGHT = 64;
const STAFF = { email: "soak.staff@example.com", name: "Soak Staff", password: "Soak!staff-Pass9" };
const LEARNER_PASSWORD = "Soak!learner-Pass9";

interface Minute {
  ops: number;
  errors: number;
  latencies: number[];
}

class SoakError extends Error {}

async function main() {
  if (!Number.isFinite(MINUTES) || MINUTES <= 0 || MINUTES > 240) throw new Error("--minutes must be between 0 and 240");
  const smtpPort = await freePort();
  const sinkPort = await freePort();
  const sink = `http://127.0.0.1:${sinkPort}`;
  const stopSinks = await startSinks(smtpPort, sinkPort);
  process.stdout.write(`Starting the production server (it builds first when the sources changed)…\n`);
  const server = await startServer({
    distDir: process.env.NEXT_DIST_DIR || ".next",
    staff: STAFF,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SMS_PROVIDER: "webhook",
      SMS_WEBHOOK_URL: `${sink}/sms`,
      // One client address sends everything: the per-address limits would measure themselves, not the server.
      RATE_LIMIT_SCALE: "0",
      LOG_LEVEL: "error",
    },
  });
  const { base } = server;

  const json = async (path: string, init: RequestInit & { token?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.body) headers.set("content-type", "application/json");
    if (init.token) headers.set("authorization", `Bearer ${init.token}`);
    const res = await fetch(`${base}${path}`, { ...init, headers });
    const body = (await res.json().catch(() => ({}))) as { success?: boolean; message?: string; data?: unknown; accessToken?: string };
    if (!res.ok || body.success === false) throw new SoakError(`${init.method ?? "GET"} ${path}: ${res.status} ${body.message ?? ""}`);
    return body;
  };
  const page = async (path: string, cookie?: string) => {
    const res = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
    await res.arrayBuffer();
    if (res.status !== 200) throw new SoakError(`GET ${path}: ${res.status}`);
  };
  const poll = async <T>(read: () => Promise<T | undefined>, what: string): Promise<T> => {
    for (let i = 0; i < 120; i++) {
      const found = await read();
      if (found !== undefined) return found;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new SoakError(`no ${what} within 30 s`);
  };

  // What every scenario reads: the catalogue, a staff session, a few learners enrolled in a training.
  const staffToken = (await json("/api/user/login", { method: "POST", body: JSON.stringify({ email: STAFF.email, password: STAFF.password }) })).accessToken!;
  const courses = (await json("/api/course/getAllCoursesForUser")).data as { _id: string; courseSlug: string; courseSmlDesc: string }[];
  const categories = (await json("/api/category/getAllCategory")).data as { categorySlug: string }[];
  const trainings = (await json("/api/training/getAllTrainingCoursesByUser")).data as { _id: string; tcStatus: string }[];
  const openTrainings = trainings.filter((t) => t.tcStatus === "Upcoming" || t.tcStatus === "Ongoing");
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  const learners: { email: string; token: string }[] = [];
  let serial = 0;

  const register = async () => {
    const n = ++serial;
    const phone = `9${String(Date.now() % 1e6).padStart(6, "0")}${String(n % 1000).padStart(3, "0")}`;
    const email = `soak.${process.pid}.${n}@example.com`;
    const started = new Date().toISOString();
    const sent = (await json("/auth/otp-send", { method: "POST", body: JSON.stringify({ phonenumber: phone }) })).data as { verificationId: string };
    const sms = await poll(async () => {
      const list = (await (await fetch(`${sink}/sms`)).json()) as { to: string; body: string; at: string }[];
      return list.find((m) => m.to.endsWith(phone) && m.at >= started);
    }, "OTP SMS");
    const code = /\b(\d{6})\b/.exec(sms.body)?.[1];
    await json("/auth/otp-verify", { method: "POST", body: JSON.stringify({ phonenumber: phone, ver_id: sent.verificationId, otp_code: code }) });
    await json("/api/user/register", { method: "POST", body: JSON.stringify({ name: "Soak Learner", email, phone, password: LEARNER_PASSWORD }) });
    const mail = await poll(async () => {
      const list = (await (await fetch(`${sink}/mail?to=${encodeURIComponent(email)}`)).json()) as { text: string }[];
      return list.find((m) => /verify-account\?token=/.test(m.text));
    }, "activation mail");
    const token = /verify-account\?token=([^\s"<>&]+)/.exec(mail.text)![1];
    await json("/api/user/activateEmail", { method: "POST", body: JSON.stringify({ activation_token: decodeURIComponent(token!) }) });
    await json("/api/admin/enrollments", {
      method: "POST",
      token: staffToken,
      body: JSON.stringify({ userEmail: email, trainingId: pick(openTrainings)._id, isActive: true }),
    });
    const session = (await json("/api/user/login", { method: "POST", body: JSON.stringify({ email, password: LEARNER_PASSWORD }) })).accessToken!;
    learners.push({ email, token: session });
  };
  for (let i = 0; i < 3; i++) await register();

  // The console's inbox: the first page of the new enquiries, as /admin/enquiries reads it.
  const inbox = async () => void (await json("/api/admin/contact-messages?status=new&page=1&pageSize=50", { token: staffToken }));
  const scenarios: [weight: number, kind: string, run: () => Promise<void>][] = [
    [
      40,
      "browse",
      () =>
        page(
          pick([
            "/",
            "/training-courses",
            "/about-us",
            "/contact",
            `/training-courses/course/${pick(courses).courseSlug}`,
            `/training-courses/category/${pick(categories).categorySlug}`,
          ]),
        ),
    ],
    [10, "course list", async () => void (await json("/api/course/getAllCoursesForUser"))],
    [
      10,
      "enquire",
      async () => {
        await json("/api/contact/postContactMessage", {
          method: "POST",
          body: JSON.stringify({
            contactName: "Soak Visitor",
            contactEmail: `visitor${++serial}@example.com`,
            contactPhone: "+91 9876543210",
            contactTrainingType: "Individual",
            contactMessage: "Please send the fees and the next batch dates.",
          }),
        });
      },
    ],
    [2, "register", register],
    [
      3,
      "sign in",
      async () => void (await json("/api/user/login", { method: "POST", body: JSON.stringify({ email: pick(learners).email, password: LEARNER_PASSWORD }) })),
    ],
    [
      20,
      "my learning",
      async () => {
        const learner = pick(learners);
        await json("/api/enrollment/getAllEnrollmentsByUserId", { token: learner.token });
        await page("/my-learning", `${SESSION_COOKIE}=${learner.token}`);
      },
    ],
    // Staff mostly read the console; an edit to a public course is rarer, and each one re-renders every public
    // page (0.6 a second here is still some 2,000 an hour, far beyond a training company's office).
    [12, "staff inbox", inbox],
    [
      3,
      "staff edit",
      async () => {
        const course = pick(courses);
        await json(`/api/admin/courses/${course._id}`, {
          method: "PUT",
          token: staffToken,
          body: JSON.stringify({ courseSmlDesc: `${course.courseSmlDesc.replace(/ \(rev \d+\)$/, "")} (rev ${++serial})`.slice(0, 400) }),
        });
        await inbox();
      },
    ],
  ];
  const totalWeight = scenarios.reduce((sum, [w]) => sum + w, 0);
  const chooseScenario = () => {
    let r = Math.random() * totalWeight;
    for (const s of scenarios) if ((r -= s[0]) < 0) return s;
    return scenarios[0]!;
  };

  const minutes: Minute[] = [];
  const memory: number[] = [];
  const failures: string[] = [];
  const perKind = new Map<string, number[]>();
  const startedAt = Date.now();
  const endAt = startedAt + MINUTES * 60_000;
  let inFlight = 0;
  process.stdout.write(`Soaking ${base} for ${MINUTES} min at ${RATE} operations/s…\n`);
  // Memory: a reading at each minute for the table, and one every 5 s for the trend (memorySlope).
  const memoryTimer = setInterval(() => memory.push(residentMb(server.pid)), 60_000);
  memory.push(residentMb(server.pid));
  const trend: MemorySample[] = [{ seconds: 0, mb: memory[0]! }];
  const trendTimer = setInterval(() => trend.push({ seconds: (Date.now() - startedAt) / 1000, mb: residentMb(server.pid) }), 5_000);
  // Where the machine's time went: the server against this load generator (the box has few cores; both share them).
  const cpuAtStart = { server: cpuSeconds(server.pid), soak: process.cpuUsage() };
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      if (Date.now() >= endAt) {
        clearInterval(tick);
        const drain = setInterval(() => inFlight === 0 && (clearInterval(drain), resolve()), 100);
        return;
      }
      if (inFlight >= MAX_IN_FLIGHT) return; // the server is behind: counted as slowness, not piled on
      const [, kind, run] = chooseScenario();
      const minute = Math.floor((Date.now() - startedAt) / 60_000);
      const bucket = (minutes[minute] ??= { ops: 0, errors: 0, latencies: [] });
      inFlight++;
      const t0 = performance.now();
      run()
        .catch((err: unknown) => {
          bucket.errors++;
          if (failures.length < 20) failures.push(`${kind}: ${(err as Error).message}`);
        })
        .finally(() => {
          inFlight--;
          bucket.ops++;
          const ms = performance.now() - t0;
          bucket.latencies.push(ms);
          if (!perKind.has(kind)) perKind.set(kind, []);
          perKind.get(kind)!.push(ms);
        });
    }, 1000 / RATE);
  });
  clearInterval(memoryTimer);
  clearInterval(trendTimer);
  memory.push(residentMb(server.pid));
  trend.push({ seconds: (Date.now() - startedAt) / 1000, mb: memory.at(-1)! });
  const serverCpu = cpuSeconds(server.pid) - cpuAtStart.server;
  const soakCpu = process.cpuUsage(cpuAtStart.soak);
  await server.stop();
  await stopSinks();

  const percentile = (values: number[], q: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0);
  };
  const p99 = (values: number[]) => percentile(values, 0.99);
  console.table(
    minutes.map((m, i) => ({
      minute: i + 1,
      operations: m.ops,
      errors: m.errors,
      "p99 ms": p99(m.latencies),
      "server MB at end": memory[i + 1] ?? memory.at(-1),
    })),
  );
  console.table(
    [...perKind].map(([kind, latencies]) => ({
      operation: kind,
      count: latencies.length,
      "p50 ms": percentile(latencies, 0.5),
      "p99 ms": percentile(latencies, 0.99),
    })),
  );
  const totalErrors = minutes.reduce((sum, m) => sum + m.errors, 0);
  const elapsed = (Date.now() - startedAt) / 1000;
  process.stdout.write(
    `CPU: the server ${serverCpu.toFixed(1)} s (${Math.round((100 * serverCpu) / elapsed)} % of a core), this load generator and its mail and SMS sinks ${((soakCpu.user + soakCpu.system) / 1e6).toFixed(1)} s, over ${elapsed.toFixed(0)} s.\n`,
  );
  process.stdout.write(`Server memory: ${memory[0]} MB at start, ${memory.at(-1)} MB at the end (${memory.join(" → ")}).\n`);
  const slope = memorySlope(trend, MINUTES * 60);
  process.stdout.write(
    `Server memory slope over the last two thirds (minute ${slope.fromMinute} to ${slope.toMinute}, ${slope.samples} readings): ${slope.mbPerMinute >= 0 ? "+" : ""}${slope.mbPerMinute} MB/min.\n`,
  );
  process.stdout.write(`p99 per operation: ${[...perKind].map(([kind, latencies]) => `${kind} ${p99(latencies)} ms`).join(", ")}.\n`);
  process.stdout.write(`${totalErrors} errors in ${minutes.reduce((sum, m) => sum + m.ops, 0)} operations.\n`);
  for (const failure of failures) process.stdout.write(`  ${failure}\n`);
  process.exit(totalErrors === 0 ? 0 : 1);
}

main().catch((err: unknown) => {
  process.stderr.write(`soak failed: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
