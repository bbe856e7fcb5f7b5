import { closeDatabase, DatabaseLockedError, openDatabase, setDatabase, type DatabaseHandle } from "../../db";
import { runMigrations } from "../../db/migrate";
import { env, EnvError } from "../../lib/env";

/** An error whose message is all the user needs (no stack trace). */
export class CliError extends Error {}

/** Opens the configured database for a command-line task and applies pending migrations. */
export async function openForCli(): Promise<DatabaseHandle> {
  const config = env();
  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
  setDatabase(handle);
  await runMigrations(handle);
  return handle;
}

/** Runs a command-line task: clear messages for configuration and lock errors, exit codes, database closed. */
export function runCli(task: () => Promise<void>): void {
  task()
    .then(async () => {
      await closeDatabase();
      process.exit(0);
    })
    .catch(async (err: unknown) => {
      const known = err instanceof EnvError || err instanceof DatabaseLockedError || err instanceof CliError;
      process.stderr.write(`\n${known ? (err as Error).message : ((err as Error)?.stack ?? String(err))}\n\n`);
      await closeDatabase().catch(() => {});
      process.exit(1);
    });
}
