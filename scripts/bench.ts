// npm run bench: the production build on a fresh embedded database, loaded by autocannon (50 connections) on the
// loopback interface. Prints requests/s and p50/p99 latency per target, and each page's first-load JavaScript (gzip).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const root = path.resolve(import.meta.dirname, "..");
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DIST_DIR = process.env.NEXT_DIST_DIR || ".next-bench";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function waitForReady(base: string, child: { exitCode: number | null }, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error("the server was not ready in time");
}

/** The gzip size of the JavaScript a first visit downloads: every <script src> of the page's HTML. */
async function firstLoadJs(base: string, pagePath: string): Promise<{ scripts: number; gzipBytes: number; rawBytes: number }> {
  const html = await (await fetch(`${base}${pagePath}`)).text();
  const sources = [...new Set([...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, "&")))];
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    rawBytes += body.length;
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { scripts: sources.length, gzipBytes, rawBytes };
}

const BENCH_ACCOUNT = { email: "bench@example.com", password: "Bench!mark-Pass7" };

async function load(url: string, options: { connections?: number; method?: "GET" | "POST"; body?: string } = {}) {
  const request = { url, method: options.method ?? "GET", body: options.body, headers: options.body ? { "content-type": "application/json" } : undefined };
  // A short warm-up so caches and JIT are in their steady state before measuring.
  await autocannon({ ...request, connections: 10, duration: 2 });
  const result = await autocannon({ ...request, connections: options.connections ?? CONNECTIONS, duration: DURATION_SECONDS });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function main() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tp-bench-"));
  // An account to sign in with (bcrypt cost 12 makes sign-in CPU-bound: security.md asks for logins/s).
  const staff = spawnSync(process.execPath, ["--import", "tsx", "--import", "./scripts/support/register.mjs", "scripts/staff-create.ts", "--email", BENCH_ACCOUNT.email, "--name", "Bench Mark"], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", STAFF_PASSWORD: BENCH_ACCOUNT.password },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (staff.status !== 0) throw new Error("could not create the bench account");
  process.stdout.write(`Starting the production server on ${base} (build folder ${DIST_DIR}, data ${dataDir}); it builds first when needed.\n`);
  const child = spawn(process.execPath, ["--import", "tsx", "--import", "./scripts/support/register.mjs", "scripts/start.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      APP_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      DEMO_CONTENT: "1",
      RATE_LIMIT_SCALE: "0",
      LOG_LEVEL: "error",
      NEXT_DIST_DIR: DIST_DIR,
      SKIP_BUILD_TYPECHECK: process.env.SKIP_BUILD_TYPECHECK ?? "1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.once("SIGINT", () => void stop().then(() => process.exit(130)));

  try {
    await waitForReady(base, child, 15 * 60_000);
    const courses = (await (await fetch(`${base}/api/course/getAllCoursesForUser`)).json()) as { data: { courseSlug: string }[] };
    const coursePath = `/training-courses/course/${courses.data[0]!.courseSlug}`;
    const targets = [
      { name: "/", path: "/", page: true },
      { name: "/training-courses", path: "/training-courses", page: true },
      { name: "course page", path: coursePath, page: true },
      { name: "GET /api/course/getAllCoursesForUser", path: "/api/course/getAllCoursesForUser", page: false },
    ];
    const rows: Record<string, string | number>[] = [];
    process.stdout.write(`Signing in for ${DURATION_SECONDS} s at 10 connections…\n`);
    const logins = await load(`${base}/api/user/login`, { connections: 10, method: "POST", body: JSON.stringify(BENCH_ACCOUNT) });
    rows.push({ target: "POST /api/user/login (bcrypt 12)", "req/s": logins.requestsPerSecond, "p50 ms": logins.p50, "p99 ms": logins.p99, "non-2xx": logins.non2xx, errors: logins.errors, "first-load JS (gzip)": "-" });
    for (const target of targets) {
      process.stdout.write(`Loading ${target.name} for ${DURATION_SECONDS} s at ${CONNECTIONS} connections…\n`);
      const measured = await load(`${base}${target.path}`);
      const js = target.page ? await firstLoadJs(base, target.path) : undefined;
      rows.push({
        target: target.name,
        "req/s": measured.requestsPerSecond,
        "p50 ms": measured.p50,
        "p99 ms": measured.p99,
        "non-2xx": measured.non2xx,
        errors: measured.errors,
        "first-load JS (gzip)": js ? `${(js.gzipBytes / 1024).toFixed(1)} kB in ${js.scripts} scripts` : "-",
      });
    }
    process.stdout.write(`\n${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "unknown"}), Node ${process.version}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, embedded PostgreSQL\n`);
    console.table(rows);
  } finally {
    await stop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
