// npm run bench -- --lighthouse: Lighthouse (mobile, its default simulated slow 4G and 4× slower CPU) on the public
// pages of the production build (/, the catalogue, a category, a course, /contact, /about-us, /auth/login,
// /auth/register; LIGHTHOUSE_PAGES=/,/contact for some), LIGHTHOUSE_RUNS times each (3; LIGHTHOUSE_KEEP=<folder> keeps the reports): the median run's scores and metrics, and each page's bytes
// (scripts/support/page-weight.ts: JS transferred, the site's own first-load JS by module). Lighthouse is fetched
// by npm on first use, not a dependency (like openapi:lint's Redocly); Chromium is CHROME_PATH or Debian's
// /usr/bin/chromium.
//
// Lighthouse's timings scale with the machine: it measures the CPU before each run (its benchmark index, "CPU
// score" here; a quiet modern machine scores 1,500–2,500). A run on a busy or slow machine is refused, not
// reported: any CPU score below 1,000, or a 1-minute load average above half the cores before it starts. `--busy`
// runs anyway and prints the table marked BUSY, NOT VALID as a measure of speed: the simulated LCP comes from the pages'
// dependency graph and compares fairly between two builds in one session, TBT grows with the load (compare ratios).
//
// The framework's floor, measured in the same run: a bare App Router app (a root layout and a heading, nothing of the
// site's) built with the same Next and React into <build folder>-floor and served by `next start`. Its TBT is what
// Next 16 and React 19 alone cost on this machine, the line each page's TBT is read against.
//
// `--url <base>` (or LIGHTHOUSE_URL) measures a server someone else started (its /, catalogue, a category, a course,
// /contact and /about-us; `--dist <its build folder>` adds the bytes by module), beside the floor. `--outside` runs
// as the outside run does: that run's Chromium flags, and each page requested once before its runs instead of before
// each run (the bench's own way, which measures the kept page every run). Both ways on one server show whether the
// server's state or the flags make a difference.
import { spawn, spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createPageWeigher, publicPages, siteParts, type PageWeight } from "./support/page-weight";
import { freePort, startServer } from "./support/serve";

const DIST_DIR = process.env.NEXT_DIST_DIR || ".next-bench";
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const LIGHTHOUSE = "lighthouse@12.8.2";
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
export const MIN_CPU_SCORE = 1000;
/** The 1-minute load average a machine may have, per core, before a run starts. */
export const MAX_LOAD_PER_CORE = 0.5;

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { items?: { node?: { selector?: string } }[]; resourceType?: string; transferSize?: number }[] } }
  >;
  environment?: { benchmarkIndex?: number };
}

/** The Chromium flags of the bench's own runs, and those of the outside run (Debian's Chromium, quiet and cold). */
const OWN_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu"];
export const OUTSIDE_FLAGS =
  "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync".split(" ");

function lighthouse(url: string, out: string, flags: string[]): Report {
  const run = spawnSync(
    "npm",
    [
      "exec",
      "--yes",
      `--package=${LIGHTHOUSE}`,
      "--",
      "lighthouse",
      url,
      "--quiet",
      "--only-categories=performance,accessibility,best-practices,seo",
      "--output=json",
      `--output-path=${out}`,
      `--chrome-flags=${flags.join(" ")}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ["ignore", "ignore", "inherit"] },
  );
  if (run.status !== 0) throw new Error(`lighthouse exited with ${run.status} on ${url}`);
  return JSON.parse(fs.readFileSync(out, "utf8")) as Report;
}

/**
 * The 1-minute load average once the servers the bench started have settled: their start-up (a build, pages rendered
 * ahead) raises it for a minute or more, and it falls by about a third each 30 s once they are idle. Waits, sampling
 * every `everyMs`, until it is at `limit` or lower, at most `maxMs`; a machine busy with something else stays above.
 */
export async function settledLoad(
  limit: number,
  { maxMs = 180_000, everyMs = 5_000, read = () => os.loadavg()[0]!, wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms)) } = {},
): Promise<{ load: number; waitedMs: number }> {
  let waitedMs = 0;
  let load: number;
  do {
    await wait(everyMs);
    waitedMs += everyMs;
    load = read();
  } while (load > limit && waitedMs < maxMs);
  return { load, waitedMs };
}

/** Why a run can't be reported, or undefined. */
export function refusal(cpuScores: number[], loadBefore: number, cores: number): string | undefined {
  const low = cpuScores.filter((score) => score < MIN_CPU_SCORE);
  if (low.length)
    return `Lighthouse's CPU score fell below ${MIN_CPU_SCORE} in ${low.length} of ${cpuScores.length} runs (lowest ${Math.min(...low)}): the machine is too slow or too busy for its timings to mean anything`;
  if (loadBefore > cores * MAX_LOAD_PER_CORE)
    return `the machine was busy: 1-minute load average ${loadBefore.toFixed(2)} on ${cores} cores before the run (at most ${(cores * MAX_LOAD_PER_CORE).toFixed(2)})`;
  return undefined;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const FLOOR_LAYOUT = `export const metadata = { title: "Framework floor", robots: { index: false } };
export const viewport = { width: "device-width", initialScale: 1 };
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;
const FLOOR_PAGE = `export default function Page() {
  return <h1>Framework floor</h1>;
}
`;

/**
 * The bare App Router app of the floor, built when its build is missing (its sources are written here, in a folder
 * the checkout ignores); it is served by \`next start\` on a free port.
 */
async function startFloor(folder: string): Promise<{ base: string; stop(): Promise<void> }> {
  const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: "" };
  fs.mkdirSync(path.join(folder, "app"), { recursive: true });
  for (const [file, text] of [
    ["app/layout.jsx", FLOOR_LAYOUT],
    ["app/page.jsx", FLOOR_PAGE],
  ] as const) {
    const full = path.join(folder, file);
    if (!fs.existsSync(full) || fs.readFileSync(full, "utf8") !== text) {
      fs.writeFileSync(full, text);
      fs.rmSync(path.join(folder, ".next"), { recursive: true, force: true });
    }
  }
  if (!fs.existsSync(path.join(folder, ".next", "BUILD_ID"))) {
    process.stdout.write(`Building the framework floor in ${folder}…\n`);
    const build = spawnSync(process.execPath, [nextBin, "build", folder], { env, stdio: ["ignore", "ignore", "inherit"] });
    if (build.status !== 0) throw new Error(`the framework floor's build exited with ${build.status}`);
  }
  const port = await freePort();
  const child = spawn(process.execPath, [nextBin, "start", folder, "-p", String(port), "-H", "127.0.0.1"], { env, stdio: ["ignore", "ignore", "inherit"] });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
  };
  // next start has no /readyz: the floor is ready when its one page answers.
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(base).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error("the framework floor did not start");
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { base, stop };
}

interface RunPlan {
  dir: string;
  keep: boolean;
  outside: boolean;
}

/** Asks for a page until the site answers it from its kept copy (x-page-cache), at most three times. */
async function visitUntilKept(url: string): Promise<void> {
  for (let tries = 0; tries < 3; tries++)
    if (
      await fetch(url).then(
        (r) => r.headers.get("x-page-cache"),
        () => null,
      )
    )
      return;
}

/** RUNS Lighthouse runs on one page: the median run's row, every run's CPU score and the median's LCP and TBT. */
async function measurePage(label: string, url: string, weight: PageWeight | undefined, site: boolean, plan: RunPlan) {
  process.stdout.write(`Lighthouse on ${label}, ${RUNS} runs…\n`);
  // The outside run asked for each page once before measuring it; the bench's own runs ask before each run (kept pages
  // end at each new minute and the first visitor after that gets Next's render), so each measures what most visitors get.
  if (plan.outside)
    await fetch(url).then(
      (r) => r.arrayBuffer(),
      () => undefined,
    );
  const reports: Report[] = [];
  for (let i = 0; i < RUNS; i++) {
    if (site && !plan.outside) await visitUntilKept(url);
    const name = plan.keep ? `${label.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}-${i + 1}.json` : `${i}.json`;
    const report = lighthouse(url, path.join(plan.dir, name), plan.outside ? OUTSIDE_FLAGS : OWN_FLAGS);
    reports.push(report);
    const ms = (id: string) => Math.round(report.audits[id]?.numericValue ?? NaN);
    process.stdout.write(
      `  run ${i + 1}: LCP ${ms("largest-contentful-paint")} ms, TBT ${ms("total-blocking-time")} ms, CPU score ${Math.round(report.environment?.benchmarkIndex ?? 0)}\n`,
    );
  }
  const cpuScores = reports.map((r) => Math.round(r.environment?.benchmarkIndex ?? 0));
  // The median run by performance score, as Lighthouse's own docs advise for a noisy machine.
  reports.sort((a, b) => a.categories.performance!.score - b.categories.performance!.score);
  const report = reports[Math.floor(reports.length / 2)]!;
  const metric = (id: string) => report.audits[id]?.numericValue ?? NaN;
  const scores = reports.map((r) => Math.round(r.categories.performance!.score * 100));
  const each = (id: string) => reports.map((r) => Math.round(r.audits[id]?.numericValue ?? NaN)).sort((a, b) => a - b);
  const scriptBytes = report.audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === "script")?.transferSize ?? NaN;
  const row: Record<string, string | number> = {
    page: label.length > 36 ? `${label.slice(0, 33)}…` : label,
    performance: `${Math.round(report.categories.performance!.score * 100)} (${Math.min(...scores)}–${Math.max(...scores)})`,
    "a11y / BP / SEO": ["accessibility", "best-practices", "seo"].map((c) => Math.round((report.categories[c]?.score ?? 0) * 100)).join(" / "),
    "FCP s": (metric("first-contentful-paint") / 1000).toFixed(2),
    "LCP s": (metric("largest-contentful-paint") / 1000).toFixed(2),
    "LCP ms, each run": each("largest-contentful-paint").join(" / "),
    "TBT ms": Math.round(metric("total-blocking-time")),
    "TBT ms, each run": each("total-blocking-time").join(" / "),
    CLS: metric("cumulative-layout-shift").toFixed(3),
    "LCP element": report.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.selector?.split(" > ").pop() ?? "-",
    "JS transferred kB": kb(weight?.jsTransferred ?? scriptBytes),
    "site's own JS gzip kB": weight ? kb(weight.siteGzip) : "-",
    "CPU score": cpuScores.join(" / "),
  };
  return { row, cpuScores, lcp: metric("largest-contentful-paint"), tbt: metric("total-blocking-time") };
}

const argument = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};

/** Our production build on a fresh database, or (--url) a server someone else started, with the bytes weigher when its build is known. */
async function startTarget(root: string, url: string | undefined) {
  if (url) {
    const dist = argument("--dist");
    const base = url.replace(/\/+$/, "");
    return { base, stop: async () => {}, weigh: dist ? createPageWeigher(base, path.resolve(root, dist)) : undefined };
  }
  const server = await startServer({
    distDir: DIST_DIR,
    staff: { email: "bench@example.com", name: "Bench Mark", password: "Bench!mark-Pass7" },
    env: { SMTP_URL: "", RATE_LIMIT_SCALE: "0", LOG_LEVEL: "error" },
  });
  return { base: server.base, stop: server.stop, weigh: createPageWeigher(server.base, path.join(root, DIST_DIR)) };
}

export async function benchLighthouse(): Promise<void> {
  if (!fs.existsSync(CHROME)) throw new Error(`no Chromium at ${CHROME} (apt-get install chromium, or set CHROME_PATH)`);
  const busyAllowed = process.argv.includes("--busy");
  const outside = process.argv.includes("--outside");
  const url = argument("--url") ?? process.env.LIGHTHOUSE_URL;
  const root = path.resolve(import.meta.dirname, "..");
  const floor = await startFloor(path.join(root, `${DIST_DIR}-floor`));
  const target = await startTarget(root, url).catch(async (err: unknown) => {
    await floor.stop();
    throw err;
  });
  // LIGHTHOUSE_KEEP=<folder> keeps every run's report there (<page>-<run>.json), to read its long tasks afterwards.
  const keep = process.env.LIGHTHOUSE_KEEP;
  if (keep) fs.mkdirSync(keep, { recursive: true });
  const plan: RunPlan = { dir: keep ?? fs.mkdtempSync(path.join(os.tmpdir(), "tp-lighthouse-")), keep: Boolean(keep), outside };
  try {
    // LIGHTHOUSE_PAGES=/,/contact measures those of the public pages only; another's server, the six the outside run measured.
    const only = process.env.LIGHTHOUSE_PAGES?.split(",");
    const pages = (await publicPages(target.base))
      .filter((page) => !url || !page.startsWith("/auth/"))
      .filter((page) => !only || only.some((prefix) => (prefix === "/" ? page === "/" : page.startsWith(prefix))));
    // The servers have settled after their start (and build): the load average before the first run is the machine's.
    const cores = os.cpus().length;
    const settled = await settledLoad(cores * MAX_LOAD_PER_CORE);
    const loadBefore = settled.load;
    if (settled.waitedMs > 5_000) process.stdout.write(`Waited ${Math.round(settled.waitedMs / 1000)} s for the servers' start-up load to settle.\n`);
    const weights: PageWeight[] = [];
    const floorRun = await measurePage("framework floor (Next + React alone)", `${floor.base}/`, undefined, false, plan);
    const runs = [floorRun];
    for (const page of pages) {
      const weight = await target.weigh?.(page);
      if (weight) weights.push(weight);
      runs.push(await measurePage(page, `${target.base}${page}`, weight, true, plan));
    }
    // Each page beside the floor measured in the same run.
    const rows = runs.map(({ row, lcp, tbt }) => ({
      ...row,
      "LCP × floor": (lcp / floorRun.lcp).toFixed(2),
      "TBT − floor ms": Math.round(tbt - floorRun.tbt),
    }));
    const cpuScores = runs.flatMap((r) => r.cpuScores).sort((a, b) => a - b);
    process.stdout.write(
      `\nLighthouse's CPU score of this machine: ${cpuScores[0]}–${cpuScores.at(-1)} (median ${cpuScores[Math.floor(cpuScores.length / 2)]}); ` +
        `1-minute load average before the run ${loadBefore.toFixed(2)} on ${cores} cores.\n`,
    );
    const refused = refusal(cpuScores, loadBefore, cores);
    if (refused && !busyAllowed) {
      process.stderr.write(`Not reported: ${refused}. Run it again on a quiet machine (--busy shows it anyway, marked not valid).\n`);
      process.exitCode = 2;
      return;
    }
    if (refused) process.stdout.write(`\nBUSY RUN, NOT VALID as a measure of speed (${refused}): compare LCP between builds and TBT as ratios only.\n`);
    const how = outside ? "the outside run's Chromium flags, each page asked for once before its runs" : "each run after a visit that keeps the page";
    process.stdout.write(
      `\n${LIGHTHOUSE} on ${url ? target.base : "our production build"}, mobile with simulated throttling, ${how}; median of ${RUNS} runs:\n`,
    );
    console.table(rows);
    if (weights.length) process.stdout.write(`\nThe site's own first-load JS (gzip, each module's share of its chunk):\n${siteParts(weights)}\n`);
  } finally {
    if (!keep) fs.rmSync(plan.dir, { recursive: true, force: true });
    await target.stop();
    await floor.stop();
  }
}
