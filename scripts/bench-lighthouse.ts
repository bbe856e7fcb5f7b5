// npm run bench -- --lighthouse: Lighthouse (mobile, its default simulated slow 4G and 4× slower CPU) on /,
// /training-courses, a course page and /contact of the production build, LIGHTHOUSE_RUNS times each (3): the
// median run's scores and metrics. Lighthouse is fetched by npm on first use, not a dependency (like
// openapi:lint's Redocly); Chromium is CHROME_PATH or Debian's /usr/bin/chromium.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer } from "./support/serve";

const DIST_DIR = process.env.NEXT_DIST_DIR || ".next-bench";
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const LIGHTHOUSE = "lighthouse@12.8.2";
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { items?: { node?: { selector?: string } }[] }[] } }>;
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
      "--only-categories=performance,accessibility,seo",
      "--output=json",
      `--output-path=${out}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ["ignore", "ignore", "inherit"] },
  );
  if (run.status !== 0) throw new Error(`lighthouse exited with ${run.status} on ${url}`);
  return JSON.parse(fs.readFileSync(out, "utf8")) as Report;
}

export async function benchLighthouse(): Promise<void> {
  if (!fs.existsSync(CHROME)) throw new Error(`no Chromium at ${CHROME} (apt-get install chromium, or set CHROME_PATH)`);
  const server = await startServer({
    distDir: DIST_DIR,
    staff: { email: "bench@example.com", name: "Bench Mark", password: "Bench!mark-Pass7" },
    env: { SMTP_URL: "", RATE_LIMIT_SCALE: "0", LOG_LEVEL: "error" },
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tp-lighthouse-"));
  try {
    const courses = (await (await fetch(`${server.base}/api/course/getAllCoursesForUser?page=1&pageSize=1`)).json()) as { data: { courseSlug: string }[] };
    const pages = ["/", "/training-courses", `/training-courses/course/${courses.data[0]!.courseSlug}`, "/contact"];
    const rows = [];
    for (const page of pages) {
      process.stdout.write(`Lighthouse on ${page}, ${RUNS} runs…\n`);
      const reports = Array.from({ length: RUNS }, (_, i) => lighthouse(`${server.base}${page}`, path.join(dir, `${i}.json`)));
      // The median run by performance score, as Lighthouse's own docs advise for a noisy machine.
      reports.sort((a, b) => a.categories.performance!.score - b.categories.performance!.score);
      const report = reports[Math.floor(reports.length / 2)]!;
      const metric = (id: string) => report.audits[id]?.numericValue ?? NaN;
      const scores = reports.map((r) => Math.round(r.categories.performance!.score * 100));
      rows.push({
        page: page.length > 40 ? `${page.slice(0, 37)}…` : page,
        performance: `${Math.round(report.categories.performance!.score * 100)} (${Math.min(...scores)}–${Math.max(...scores)})`,
        accessibility: Math.round(report.categories.accessibility!.score * 100),
        SEO: Math.round(report.categories.seo!.score * 100),
        "FCP s": (metric("first-contentful-paint") / 1000).toFixed(1),
        "LCP s": (metric("largest-contentful-paint") / 1000).toFixed(1),
        "TBT ms": Math.round(metric("total-blocking-time")),
        CLS: metric("cumulative-layout-shift").toFixed(3),
        "LCP element": report.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.selector?.split(" > ").pop() ?? "-",
      });
    }
    process.stdout.write(`\n${LIGHTHOUSE}, mobile with simulated throttling, median of ${RUNS} runs (performance: median and range):\n`);
    console.table(rows);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    await server.stop();
  }
}
