// npm run bench: the production build on a fresh embedded database, loaded by autocannon (50 connections) on the
// loopback interface. Prints requests/s and p50/p99 latency per target, each page's first-load JavaScript (gzip),
// and, measured in the same run, the ceiling: nginx (Debian's package, one worker like our one Node process)
// serving the same bytes precompressed. The box is shared and noisy, so each pair runs BENCH_RUNS times (3) and
// the table gives the median ratio and its spread.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib, { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { startedScripts } from "../server/page-cache-loader";
import { answerCounts, pageCacheHeader } from "./support/answer-counts";
import { freePort, startServer } from "./support/serve";

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DIST_DIR = process.env.NEXT_DIST_DIR || ".next-bench";
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p));
const GZIP = { "accept-encoding": "gzip" };

/** nginx serving `pages` (path → gzip bytes) with gzip_static, or undefined when nginx is not installed. */
async function startNginx(pages: Map<string, Buffer>): Promise<{ base: string; stop(): void } | undefined> {
  if (!NGINX) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tp-bench-nginx-"));
  // nginx's worker runs as an unprivileged user: the folder must be readable by it (mkdtemp makes it 0700).
  fs.chmodSync(dir, 0o755);
  for (const [pagePath, gz] of pages) {
    const folder = path.join(dir, "www", decodeURIComponent(pagePath));
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, "index.html.gz"), gz);
    fs.writeFileSync(path.join(folder, "index.html"), zlib.gunzipSync(gz));
  }
  const port = await freePort();
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 4096; }
http {
  access_log off; gzip_static on; default_type text/html; etag on; keepalive_requests 100000;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp; uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  server { listen 127.0.0.1:${port}; root ${dir}/www; location / { try_files \${uri}index.html $uri/index.html =404; } }
}
`,
  );
  const child = spawn(NGINX, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: ["ignore", "ignore", "inherit"] });
  const base = `http://127.0.0.1:${port}`;
  for (
    let i = 0;
    i < 50 &&
    !(await fetch(`${base}/`).then(
      () => true,
      () => false,
    ));
    i++
  )
    await new Promise((r) => setTimeout(r, 100));
  const stop = () => {
    child.kill("SIGTERM");
    fs.rmSync(dir, { recursive: true, force: true });
  };
  // The ceiling must answer the same bytes: a 404 would make it look fast.
  for (const [pagePath, gz] of pages) {
    const answer = await fetch(`${base}${pagePath}`, { headers: GZIP });
    const body = Buffer.from(await answer.arrayBuffer());
    if (answer.status !== 200 || body.length !== zlib.gunzipSync(gz).length) {
      stop();
      throw new Error(`nginx answers ${pagePath} with ${answer.status} (${body.length} bytes)`);
    }
  }
  return { base, stop };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The gzip size of the JavaScript a first visit downloads: every script the page starts (its <script src> but the
 * `nomodule` polyfills, which browsers that run modules never fetch, and a kept page's after-paint loader's list).
 */
async function firstLoadJs(base: string, pagePath: string): Promise<{ scripts: number; gzipBytes: number; rawBytes: number }> {
  const html = await (await fetch(`${base}${pagePath}`)).text();
  const sources = startedScripts(html);
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

/**
 * autocannon's load: no validators (If-None-Match, If-Modified-Since) and kept connections, as an outside client's;
 * `answers` counts each measured answer's status and X-Page-Cache.
 */
async function load(url: string, options: { connections?: number; method?: "GET" | "POST"; body?: string; headers?: Record<string, string> } = {}) {
  const request = {
    url,
    method: options.method ?? "GET",
    body: options.body,
    headers: { ...options.headers, ...(options.body ? { "content-type": "application/json" } : {}) },
  };
  // A short warm-up so caches and JIT are in their steady state before measuring.
  await autocannon({ ...request, connections: 10, duration: 2 });
  const answers = answerCounts();
  const counted = {
    ...request,
    onResponse: (status: number, _body: string, _context: unknown, headers: object | undefined) => answers.add(status, pageCacheHeader(headers ?? {})),
  };
  const result = await autocannon({ ...request, requests: [counted], connections: options.connections ?? CONNECTIONS, duration: DURATION_SECONDS });
  return {
    answers,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function main() {
  process.stdout.write(`Starting the production server (build folder ${DIST_DIR}); it builds first when needed.\n`);
  // An account to sign in with (bcrypt cost 12 makes sign-in CPU-bound: security.md asks for logins/s).
  const server = await startServer({
    distDir: DIST_DIR,
    staff: { email: BENCH_ACCOUNT.email, name: "Bench Mark", password: BENCH_ACCOUNT.password },
    env: { SMTP_URL: "", RATE_LIMIT_SCALE: "0", LOG_LEVEL: "error" },
  });
  const { base } = server;
  process.once("SIGINT", () => void server.stop().then(() => process.exit(130)));

  try {
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
    rows.push({
      target: "POST /api/user/login (bcrypt 12)",
      "req/s": logins.requestsPerSecond,
      "p50 ms": logins.p50,
      "p99 ms": logins.p99,
      "non-2xx": logins.non2xx,
      errors: logins.errors,
      "first-load JS (gzip)": "-",
    });
    // The ceiling: the same bytes (gzip, as a browser asks) from nginx.
    const pages = new Map<string, Buffer>();
    for (const target of targets.filter((t) => t.page)) {
      pages.set(target.path, Buffer.from(zlib.gzipSync(Buffer.from(await (await fetch(`${base}${target.path}`)).arrayBuffer()), { level: 9 })));
    }
    const nginx = await startNginx(pages);
    if (!nginx) process.stdout.write("nginx is not installed (apt-get install nginx-light): no ceiling this run.\n");
    const ceiling: Record<string, string | number>[] = [];
    const answersOf: Record<string, string>[] = [];
    try {
      for (const target of targets) {
        process.stdout.write(`Loading ${target.name} for ${DURATION_SECONDS} s at ${CONNECTIONS} connections, ${RUNS} runs…\n`);
        const appRuns: Awaited<ReturnType<typeof load>>[] = [];
        const ratios: number[] = [];
        const nginxRuns: number[] = [];
        for (let run = 0; run < RUNS; run++) {
          const measured = await load(`${base}${target.path}`, { headers: GZIP });
          appRuns.push(measured);
          if (nginx && target.page) {
            const roof = await load(`${nginx.base}${target.path}`, { headers: GZIP });
            if (roof.non2xx || roof.errors) throw new Error(`nginx answered ${roof.non2xx} non-2xx and ${roof.errors} errors for ${target.path}`);
            nginxRuns.push(roof.requestsPerSecond);
            ratios.push(measured.requestsPerSecond / roof.requestsPerSecond);
          }
        }
        const js = target.page ? await firstLoadJs(base, target.path) : undefined;
        const html = target.page ? Buffer.from(await (await fetch(`${base}${target.path}`)).arrayBuffer()) : undefined;
        const best = appRuns.reduce((a, b) => (a.requestsPerSecond >= b.requestsPerSecond ? a : b));
        rows.push({
          target: target.name,
          "req/s": median(appRuns.map((r) => r.requestsPerSecond)),
          "p50 ms": median(appRuns.map((r) => r.p50)),
          "p99 ms": median(appRuns.map((r) => r.p99)),
          "non-2xx": appRuns.reduce((n, r) => n + r.non2xx, 0),
          errors: appRuns.reduce((n, r) => n + r.errors, 0),
          "HTML raw / gzip": html ? `${(html.length / 1024).toFixed(0)} / ${(pages.get(target.path)!.length / 1024).toFixed(0)} kB` : "-",
          "first-load JS (gzip)": js ? `${(js.gzipBytes / 1024).toFixed(1)} kB in ${js.scripts} scripts` : "-",
        });
        answersOf.push({ target: target.name, "answers (status, X-Page-Cache), every run": appRuns.map((r) => r.answers.text()).join(" | ") });
        if (ratios.length) {
          ceiling.push({
            target: target.name,
            "app req/s (runs)": appRuns.map((r) => r.requestsPerSecond).join(" / "),
            "nginx req/s (runs)": nginxRuns.join(" / "),
            "app/nginx median": `${(median(ratios) * 100).toFixed(0)} %`,
            spread: `${(Math.min(...ratios) * 100).toFixed(0)}–${(Math.max(...ratios) * 100).toFixed(0)} %`,
            "best app p99 ms": best.p99,
          });
        }
      }
    } finally {
      nginx?.stop();
    }
    process.stdout.write(
      `\n${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "unknown"}), Node ${process.version}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, embedded PostgreSQL\n`,
    );
    console.table(rows);
    process.stdout.write("\nWhat the app answered (no validators sent, kept connections: no 304 unless it says so):\n");
    console.table(answersOf);
    if (ceiling.length) {
      process.stdout.write("\nThe ceiling, measured in the same run (nginx, one worker, gzip_static, the same bytes):\n");
      console.table(ceiling);
    }
  } finally {
    await server.stop();
  }
}

// --reminders: the reminder job instead of the web server (scripts/bench-reminders.ts); --scale: every page at the
// demo size and at a large company's, on the PostgreSQL server (scripts/bench-scale.ts); --lighthouse: Lighthouse
// on the public pages (scripts/bench-lighthouse.ts); --weight: each public page's bytes (scripts/bench-weight.ts);
// --bank: a 20,000-row bank statement parsed, matched and kept (scripts/bench-bank.ts).
const modes: Record<string, () => Promise<void>> = {
  "--reminders": () => import("./bench-reminders").then((m) => m.benchReminders()),
  "--scale": () => import("./bench-scale").then((m) => m.benchScale()),
  "--lighthouse": () => import("./bench-lighthouse").then((m) => m.benchLighthouse()),
  "--weight": () => import("./bench-weight").then((m) => m.benchWeight()),
  "--bank": () => import("./bench-bank").then((m) => m.benchBank()),
};
const mode = Object.keys(modes).find((flag) => process.argv.includes(flag));
const run = mode ? modes[mode]!() : main();
run.catch((err: unknown) => {
  process.stderr.write(`bench failed: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
