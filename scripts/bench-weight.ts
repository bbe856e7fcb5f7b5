// npm run bench -- --weight: what a first visit to each public page downloads, in bytes (scripts/support/page-weight.ts):
// deterministic, so it can be compared across builds on a busy machine where timings can't. Starts the production
// build like the other modes, or measures a server already running: --base http://… --dist <its build folder>.
import path from "node:path";
import { createPageWeigher, publicPages, siteParts, weightRow } from "./support/page-weight";
import { startServer } from "./support/serve";

const DIST_DIR = process.env.NEXT_DIST_DIR || ".next-bench";
const root = path.resolve(import.meta.dirname, "..");
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};

export async function benchWeight(): Promise<void> {
  const given = arg("--base");
  const server = given
    ? undefined
    : await startServer({
        distDir: DIST_DIR,
        staff: { email: "bench@example.com", name: "Bench Mark", password: "Bench!mark-Pass7" },
        env: { SMTP_URL: "", LOG_LEVEL: "error" },
      });
  try {
    const base = given ?? server!.base;
    const weigh = createPageWeigher(base, path.resolve(root, arg("--dist") ?? DIST_DIR));
    const weights = [];
    for (const page of await publicPages(base)) weights.push(await weigh(page));
    console.table(weights.map(weightRow));
    process.stdout.write(`\nThe site's own first-load JS (gzip, each module's share of its chunk):\n${siteParts(weights)}\n`);
  } finally {
    await server?.stop();
  }
}
