// npm run worker: the background jobs (mail outbox, session reminders, housekeeping) without the web server.
// Run one (or more: every job is safe to run in several processes at once) beside web instances started with
// BACKGROUND_JOBS=off. Needs the same configuration as the web instances; with the embedded database only one
// process may open it, so a worker belongs with DATABASE_URL.
// First: the mode must be set before React (pulled in by the mail templates the jobs import) loads.
import "./worker-env";
import { closeDatabase, openDatabase, setDatabase } from "../db";
import { runMigrations } from "../db/migrate";
import { env } from "../lib/env";
import { startBackgroundJobs } from "./jobs";
import { log, routeConsoleToLog } from "../lib/log";
import { exitOnStartupFailure } from "./startup-failure";
import { loadSessionSecret } from "./secrets";

async function main() {
  routeConsoleToLog();
  const config = env();
  // Unsubscribe links in reminder mails are signed with a key derived from the session secret.
  loadSessionSecret(config);
  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: Math.min(config.DATABASE_POOL_SIZE, 5) });
  setDatabase(handle);
  await runMigrations(handle);
  log.info("worker started", { engine: handle.engine });
  const stopJobs = startBackgroundJobs();

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("worker stopping", { signal });
    await stopJobs();
    await closeDatabase();
    log.info("worker stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch(exitOnStartupFailure("worker"));
