// npm run db:backup: a consistent copy of the embedded database in DATA_DIR/backups, while the server serves.
// A running server holds the data folder (one process only): it is asked (SIGUSR2) to write the copy itself.
import fs from "node:fs";
import path from "node:path";
import { closeDatabase, isAlive, openDatabase } from "../db";
import { backupsDir, writeBackup } from "../lib/backup";
import { env } from "../lib/env";

async function main() {
  const config = env();
  if (config.DATABASE_URL) {
    console.error("DATABASE_URL is set: back up the PostgreSQL server with pg_dump (see the README's Operations section).");
    process.exit(1);
  }
  const lockPath = path.join(config.DATA_DIR, "pglite.lock");
  const holder = fs.existsSync(lockPath) ? Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10) : NaN;
  if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
    const dir = backupsDir(config.DATA_DIR);
    const before = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
    process.kill(holder, "SIGUSR2");
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const made = (fs.existsSync(dir) ? fs.readdirSync(dir) : []).find((name) => name.endsWith(".tar.gz") && !before.has(name));
      if (made) return console.log(path.join(dir, made));
      await new Promise((r) => setTimeout(r, 200));
    }
    console.error(`The server (pid ${holder}) did not write a backup within 2 minutes; see its log.`);
    process.exit(1);
  }
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
