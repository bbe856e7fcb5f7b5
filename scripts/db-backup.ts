// npm run db:backup: a consistent copy of the embedded database in DATA_DIR/backups, while the server serves.
// A running server holds the data folder (one process only): it is asked over its control socket
// (DATA_DIR/control.sock) to write the copy itself. No signal is sent: a lock file left by a dead server may name
// a process id the system has since given to an unrelated program.
import fs from "node:fs";
import path from "node:path";
import { closeDatabase, isAlive, openDatabase } from "../db";
import { requestBackup, writeBackup } from "../server/backup";
import { env } from "../lib/env";

async function main() {
  const config = env();
  if (config.DATABASE_URL) {
    console.error("DATABASE_URL is set: back up the PostgreSQL server with pg_dump (see the README's Operations section).");
    process.exit(1);
  }
  const fromServer = await requestBackup(config.DATA_DIR);
  if (fromServer) return console.log(fromServer);
  const lockPath = path.join(config.DATA_DIR, "pglite.lock");
  const holder = fs.existsSync(lockPath) ? Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10) : NaN;
  if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
    console.error(
      `${lockPath} names process ${holder}, which is running but does not answer as this app's server. ` +
        `If the server is stopped, that lock is stale (its number now belongs to another program): delete the file and run this again.`,
    );
    process.exit(1);
  }
  // No server runs: open the folder (a lock of a dead process is taken over) and copy it here.
  const handle = await openDatabase({ dataDir: config.DATA_DIR });
  try {
    console.log(await writeBackup(handle, config.DATA_DIR));
  } finally {
    await closeDatabase().catch(() => undefined);
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error((err as Error).message);
  process.exit(1);
});
