// npm run bench -- --lighthouse: Lighthouse (mobile, its default simulated slow 4G and 4× slower CPU) on the public
// pages of the production build (/, the catalogue, a category, a course, /contact, /about-us, /auth/login,
// /auth/register), LIGHTHOUSE_RUNS times each (3): the median run's scores and metrics, and each page's bytes
// (scripts/support/page-weight.ts: JS transferred, the site's own first-load JS by module). Lighthouse is fetched
// by npm on first use, not a dependency (like openapi:lint's Redocly); Chromium is CHROME_PATH or Debian's
// /usr/bin/chromium.
//
// Lighthouse's timings scale with the machine: it measures the CPU before each run (its benchmark index, "CPU
// score" here; a quiet modern machine scores 1,500–2,500). A run on a busy or slow machine is refused, not
// reported: any CPU score below 1,000, or a 1-minute load average above half the cores before it starts.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createPageWeigher, publicPages, siteParts, type PageWeight } from "./support/page-weight";
import { startServer } from "./support/serve";

const DIST_DIR = process.env.NEXT_DIST_DIR || ".next-bench";
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const LIGHTHOUSE = "lighthouse@12.8.2";
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
export const MIN_CPU_SCORE = 1000;
/** The 1-minute load average a machine may have, per core, before a run starts. */
export const MAX_LOAD_PER_CORE = 0.5;

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { items?: { node?: { selector?: string } }[] }[] } }>;
  environment?: { benchmarkIndex?: number };
}

function lighthouse(url: string, out: string): Report {
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
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ["ignore", "ignore", "inherit"] },
  );
  if (run.status !== 0) throw new Error(`lighthouse exited with ${run.status} on ${url}`);
  return JSON.parse(fs.readFileSync(out, "utf8")) as Report;
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

export async function benchLighthouse(): Promise<void> {
  if (!fs.existsSync(CHROME)) throw new Error(`no Chromium at ${CHROME} (apt-get install chromium, or set CHROME_PATH)`);
  const server = await startServer({
    distDir: DIST_DIR,
    staff: { email: "bench@example.com", name: "Bench Mark", password: "Bench!mark-Pass7" },
    env: { SMTP_URL: "", RATE_LIMIT_SCALE: "0", LOG_LEVEL: "error" },
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tp-lighthouse-"));
  try {
    const pages = await publicPages(server.base);
    const weigh = createPageWeigher(server.base, path.resolve(import.meta.dirname, "..", DIST_DIR));
    // The server has settled after its start (and build): the load average before the first run is the machine's.
    await new Promise((r) => setTimeout(r, 5000));
    const loadBefore = os.loadavg()[0]!;
    const cores = os.cpus().length;
    const rows = [];
    const weights: PageWeight[] = [];
    const cpuScores: number[] = [];
    for (const page of pages) {
      process.stdout.write(`Lighthouse on ${page}, ${RUNS} runs…\n`);
      const reports = Array.from({ length: RUNS }, (_, i) => lighthouse(`${server.base}${page}`, path.join(dir, `${i}.json`)));
      cpuScores.push(...reports.map((r) => Math.round(r.environment?.benchmarkIndex ?? 0)));
      // The median run by performance score, as Lighthouse's own docs advise for a noisy machine.
      reports.sort((a, b) => a.categories.performance!.score - b.categories.performance!.score);
      const report = reports[Math.floor(reports.length / 2)]!;
      const metric = (id: string) => report.audits[id]?.numericValue ?? NaN;
      const scores = reports.map((r) => Math.round(r.categories.performance!.score * 100));
      const weight = await weigh(page);
      weights.push(weight);
      rows.push({
        page: page.length > 36 ? `${page.slice(0, 33)}…` : page,
        performance: `${Math.round(report.categories.performance!.score * 100)} (${Math.min(...scores)}–${Math.max(...scores)})`,
        "a11y / BP / SEO": ["accessibility", "best-practices", "seo"].map((c) => Math.round((report.categories[c]?.score ?? 0) * 100)).join(" / "),
        "FCP s": (metric("first-contentful-paint") / 1000).toFixed(2),
        "LCP s": (metric("largest-contentful-paint") / 1000).toFixed(2),
        "TBT ms": Math.round(metric("total-blocking-time")),
        CLS: metric("cumulative-layout-shift").toFixed(3),
        "LCP element": report.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.selector?.split(" > ").pop() ?? "-",
        "JS transferred kB": kb(weight.jsTransferred),
        "site's own JS gzip kB": kb(weight.siteGzip),
        "CPU score": reports.map((r) => Math.round(r.environment?.benchmarkIndex ?? 0)).join(" / "),
      });
    }
    process.stdout.write(
      `\nLighthouse's CPU score of this machine: ${Math.min(...cpuScores)}–${Math.max(...cpuScores)} (median ${cpuScores.sort((a, b) => a - b)[Math.floor(cpuScores.length / 2)]}); ` +
        `1-minute load average before the run ${loadBefore.toFixed(2)} on ${cores} cores.\n`,
    );
    const refused = refusal(cpuScores, loadBefore, cores);
    if (refused) {
      process.stderr.write(`Not reported: ${refused}. Run it again on a quiet machine.\n`);
      process.exitCode = 2;
      return;
    }
    process.stdout.write(`\n${LIGHTHOUSE}, mobile with simulated throttling, median of ${RUNS} runs (performance: median and range):\n`);
    console.table(rows);
    process.stdout.write(`\nThe site's own first-load JS (gzip, each module's share of its chunk):\n${siteParts(weights)}\n`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    await server.stop();
  }
}
