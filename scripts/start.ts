// npm start: apply migrations, fill an empty catalogue with the demo content, build if needed, serve.
// One process: the embedded database may only be opened once, and the app bundle shares this handle.
import path from "node:path";
import { closeDatabase, openDatabase, setDatabase } from "../db";
import { runMigrations } from "../db/migrate";
import { catalogueIsEmpty, seedDemoContent } from "../db/seed";
import { env } from "../lib/env";
import { writeBackup } from "../lib/backup";
import { onInvalidation } from "../lib/cache";
import { startCacheSync } from "../lib/cache-sync";
import { startBackgroundJobs } from "../lib/jobs";
import { log, routeConsoleToLog } from "../lib/log";
import { exitOnStartupFailure } from "./support/startup-failure";
import { createPageCache } from "../lib/page-cache";
import { importDiskUploads } from "../lib/uploads/store";
import { ensureBuild } from "./support/build";
import { createStaticAssets, precompressStatic } from "./support/static-assets";
import { createAppServer } from "./support/http-server";
import { loadSessionSecret } from "./support/secrets";

const root = path.resolve(import.meta.dirname, "..");
const dev = process.argv.includes("--dev");
// --no-build serves the build that exists, as it is (tests that start extra servers beside the e2e one).
const build = !process.argv.includes("--no-build");
const distDir = path.join(root, process.env.NEXT_DIST_DIR || ".next");

async function main() {
  (process.env as Record<string, string>).NODE_ENV = dev ? "development" : "production";
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
  if (config.DEMO_CONTENT && (await catalogueIsEmpty())) {
    const report = await seedDemoContent();
    log.info("demo catalogue loaded", { report });
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

  // Public pages for anonymous visitors are answered from memory (lib/page-cache.ts) until anything changes.
  const pageCache = dev || process.env.PAGE_CACHE === "0" ? undefined : createPageCache();
  if (pageCache) onInvalidation(() => pageCache.clear());
  const appServer = createAppServer(async (req, res) => {
    if (staticAssets?.serve(req, res)) return;
    if (pageCache && (await pageCache.serveOrWait(req, res))) return;
    pageCache?.capture(req, res);
    return handleRequest(req, res);
  });
  await appServer.listen(config.PORT);
  log.info("listening", { url: config.APP_URL, port: config.PORT, mode: dev ? "development" : "production" });
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
    await closeDatabase();
    log.info("stopped");
    process.exit(0);
  };
  // npm run db:backup asks the serving process for a copy of the embedded database (it alone may open it).
  if (handle.engine === "pglite") {
    process.on("SIGUSR2", () => {
      writeBackup(handle, config.DATA_DIR).then(
        (file) => log.info("backup written", { file }),
        (err: unknown) => log.error("backup failed", { err }),
      );
    });
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch(exitOnStartupFailure("server"));
