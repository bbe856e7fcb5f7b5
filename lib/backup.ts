import "server-only";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { acquireDataDirLock, type DatabaseHandle } from "../db";

/** Where backups of the embedded database go: DATA_DIR/backups/backup-<time>.tar.gz. */
export const backupsDir = (dataDir: string) => path.join(dataDir, "backups");

/**
 * Writes a consistent copy of the embedded database (PGlite answers one query at a time, so the copy falls between
 * two of them) and answers its path. The file appears whole or not at all (written aside, then renamed).
 */
export async function writeBackup(handle: DatabaseHandle, dataDir: string, now = new Date()): Promise<string> {
  if (!handle.dump) throw new Error("Backups here are for the embedded database; on a PostgreSQL server use pg_dump (see the README).");
  const dir = backupsDir(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `backup-${now.toISOString().replace(/[:.]/g, "-")}.tar.gz`);
  fs.writeFileSync(`${file}.partial`, await handle.dump());
  fs.renameSync(`${file}.partial`, file);
  return file;
}

/**
 * Restores a backup into an empty data folder (the server must not be running on it). Refuses a folder that
 * already holds a database, so a restore never overwrites one by mistake.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<void> {
  const target = path.join(dataDir, "pglite");
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
    throw new Error(`${dataDir} already holds a database: restore into an empty data folder, then point DATA_DIR at it.`);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireDataDirLock(dataDir);
  try {
    const client = new PGlite(target, { loadDataDir: new Blob([new Uint8Array(fs.readFileSync(file))]) });
    await client.waitReady;
    await client.query("select 1");
    await client.close();
  } finally {
    release();
  }
}
