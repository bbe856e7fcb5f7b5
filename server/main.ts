// npm start: apply migrations, fill an empty catalogue with the demo content, build if needed, serve.
// One process: the embedded database may only be opened once, and the app bundle shares this handle.
// First: the mode must be set before React (pulled in by the mail templates the jobs import) loads.
import "./node-env";
import path from "node:path";
import { closeDatabase, openDatabase, setDatabase } from "../db";
import { runMigrations } from "../db/migrate";
import { seedIfEmpty } from "../scripts/seed/index";
import { env } from "../lib/env";
import { serveBackupRequests } from "./backup";
import { onInvalidation, readingTags } from "../lib/cache";
import { startCacheSync } from "./cache-sync";
import { startBackgroundJobs } from "./jobs";
import { log, readableLog, routeConsoleToLog } from "../lib/log";
import { readyBanner } from "./banner";
import { exitOnStartupFailure } from "./startup-failure";
import { createPageCache } from "./page-cache";
import { selfRender, warmPages } from "./page-render";
import { wholeCourseList } from "../lib/courses/answers";
import { wholeListSource } from "../lib/http/whole-list";
import { wholeReviewList } from "../lib/reviews/answers";
import { wholeTrainingList } from "../lib/trainings/answers";
import { importDiskUploads } from "./disk-import";
import { ensureBuild } from "./build";
import { createStaticAssets, precompressStatic } from "./static-assets";
import { createAppServer } from "./http-server";
import { loadSessionSecret } from "./secrets";

const root = path.resolve(import.meta.dirname, "..");
const dev = process.argv.includes("--dev");
// --no-build serves the build that exists, as it is (tests that start extra servers beside the e2e one).
const build = !process.argv.includes("--no-build");
const distDir = path.join(root, process.env.NEXT_DIST_DIR || ".next");

async function main() {
  // NODE_ENV was set by the first import (./node-env), before React loaded.
  routeConsoleToLog();
  const config = env();
  loadSessionSecret(config);

  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DATABASE_POOL_SIZE });
  setDatabase(handle);
  log.info("database opened", { engine: handle.engine, dataDir: handle.engine === "pglite" ? config.DATA_DIR : undefined });
  await runMigrations(handle);
  log.info("migrations applied");
  const movedUploads = await importDiskUploads();
  if (movedUploads) log.info("uploads moved into the database", { count: movedUploads });
  if (config.DEMO_CONTENT) {
    const report = await seedIfEmpty(handle);
    if (report) log.info("demo catalogue loaded", { report });
  }

  if (!dev && build) await ensureBuild(root);

  // Scripts and styles in brotli: compressed at build time (ensureBuild); a build made by `next build` alone is
  // compressed here, once.
  if (!dev) precompressStatic(distDir);
  const staticAssets = dev ? undefined : createStaticAssets(distDir);

  const { default: next } = await import("next");
  const app = next({ dev, dir: root, port: config.PORT, hostname: "localhost" });
  await app.prepare();
  const handleRequest = app.getRequestHandler();

  // Public pages for anonymous visitors are answered from memory (server/page-cache.ts) until anything changes,
  // rendered by the server's own requests (server/page-render.ts). The legacy whole lists keep compressed bytes of
  // their own (lib/http/whole-list.ts): answered from those.
  const wholeLists = [wholeCourseList, wholeTrainingList, wholeReviewList];
  const listening: { port?: number } = {};
  const pageCache =
    dev || process.env.PAGE_CACHE === "0" ? undefined : createPageCache({ ownBytes: wholeListSource(wholeLists), render: selfRender(() => listening.port) });
  if (pageCache) onInvalidation((tags) => pageCache.invalidate(tags));
  const appServer = createAppServer(async (req, res) => {
    if (staticAssets?.serve(req, res)) return;
    if (!pageCache) return handleRequest(req, res);
    if (await pageCache.serveOrWait(req, res)) return;
    // The render records the cache tags it reads: the kept page is dropped only by a write to one of them.
    const tags = pageCache.capture(req, res);
    return readingTags(tags, () => handleRequest(req, res));
  });
  const port = (listening.port = await appServer.listen(config.PORT));
  // The public pages and whole lists are rendered ahead, in the background: no first visitor waits for Next.
  if (pageCache && process.env.PAGE_CACHE_WARM !== "0") {
    void warmPages(
      pageCache,
      port,
      wholeLists.map((list) => list.key),
    );
  }
  log.info("listening", { url: config.APP_URL, port: config.PORT, mode: dev ? "development" : "production" });
  // A person at a terminal gets one clear block at the end: what to open, where the data is, how to get in as staff.
  if (readableLog()) {
    process.stdout.write(readyBanner({ url: config.APP_URL, engine: handle.engine, dataDir: config.DATA_DIR, dataDirFromEnv: Boolean(process.env.DATA_DIR) }));
  }
  // BACKGROUND_JOBS=off: a web instance only; `npm run worker` runs the jobs.
  const stopJobs = config.BACKGROUND_JOBS === "on" ? startBackgroundJobs() : async () => {};
  // Several instances on one PostgreSQL server: a change made through one reaches every other's cache.
  const cacheSync = handle.engine === "postgres" && config.DATABASE_URL ? await startCacheSync(config.DATABASE_URL) : undefined;

  // SIGTERM: stop taking connections, let in-flight requests finish, then exit 0.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("shutting down", { signal });
    await appServer.drain();
    await stopJobs();
    await cacheSync?.stop();
    await stopBackups?.();
    await closeDatabase();
    log.info("stopped");
    process.exit(0);
  };
  // npm run db:backup asks the serving process for a copy of the embedded database (it alone may open it).
  const stopBackups =
    handle.engine === "pglite"
      ? await serveBackupRequests(
          handle,
          config.DATA_DIR,
          (file) => log.info("backup written", { file }),
          (err) => log.error("backup failed", { err }),
        )
      : undefined;
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch(exitOnStartupFailure("server"));
