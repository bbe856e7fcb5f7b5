import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { getDatabase, openDatabase, setDatabase, type DatabaseHandle } from "@/db";
import { runMigrations } from "@/db/migrate";
import { seedDemoContent } from "@/scripts/seed/index";
import { backupsDir, requestBackup, restoreBackup, serveBackupRequests, writeBackup } from "@/server/backup";
import { testEngine } from "../setup/engine";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "tp-backup-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Every table's row count (the migrations' own bookkeeping included). */
async function rowCounts(handle: DatabaseHandle): Promise<Record<string, number>> {
  const tables = (await handle.db.execute(
    sql`select table_schema || '.' || table_name as name from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const [schema, table] = name.split(".");
    const result = (await handle.db.execute(sql`select count(*)::int as n from ${sql.identifier(schema!)}.${sql.identifier(table!)}`)) as unknown as {
      rows: { n: number }[];
    };
    counts[name] = result.rows[0]!.n;
  }
  return counts;
}

// Issue 14: npm run db:backup / db:restore for the embedded database.
describe.runIf(testEngine() === "pglite")("backups of the embedded database", () => {
  it("restores into a fresh data folder with every row, and never over an existing database", async () => {
    const source = path.join(root, "source");
    const handle = await openDatabase({ dataDir: source });
    const previous = await getDatabase();
    let before: Record<string, number>;
    let file: string;
    try {
      await runMigrations(handle);
      setDatabase(handle);
      await seedDemoContent();
      before = await rowCounts(handle);
      file = await writeBackup(handle, source, new Date("2026-11-25T10:00:00Z"));
    } finally {
      setDatabase(previous);
      await handle.close();
    }
    expect(path.basename(file)).toBe("backup-2026-11-25T10-00-00-000Z.tar.gz");
    expect(Object.values(before).reduce((a, b) => a + b, 0)).toBeGreaterThan(100);

    const restored = path.join(root, "restored");
    await restoreBackup(file, restored);
    const reopened = await openDatabase({ dataDir: restored });
    try {
      expect(await rowCounts(reopened)).toEqual(before);
    } finally {
      await reopened.close();
    }
    await expect(restoreBackup(file, restored)).rejects.toThrow(/already holds a database/);
  }, 120_000);
});

// Issue 21: backups hold hashes, personal data and live links: owner only; db:backup never signals a stranger.
describe.runIf(testEngine() === "pglite")("backup files and the db:backup command", () => {
  const mode = (p: string) => fs.statSync(p).mode & 0o777;

  it("writes backups 0600 in a 0700 folder, even one made open before", async () => {
    const dataDir = path.join(root, "modes");
    fs.mkdirSync(backupsDir(dataDir), { recursive: true, mode: 0o755 });
    fs.chmodSync(backupsDir(dataDir), 0o755);
    const handle = await openDatabase({ memory: true });
    try {
      const file = await writeBackup(handle, dataDir);
      expect(mode(file).toString(8)).toBe("600");
      expect(mode(backupsDir(dataDir)).toString(8)).toBe("700");
    } finally {
      await handle.close();
    }
  });

  it("the serving process writes the copy when asked over its control socket (owner only)", async () => {
    const dataDir = path.join(root, "served");
    fs.mkdirSync(dataDir, { recursive: true });
    expect(await requestBackup(dataDir)).toBeUndefined(); // nobody serves there yet
    const handle = await openDatabase({ memory: true });
    const written: string[] = [];
    const stop = await serveBackupRequests(
      handle,
      dataDir,
      (f) => written.push(f),
      () => {},
    );
    try {
      expect(mode(path.join(dataDir, "control.sock")).toString(8)).toBe("600");
      const file = await requestBackup(dataDir);
      expect(file).toBe(written[0]);
      expect(mode(file!).toString(8)).toBe("600");
    } finally {
      await stop();
      await handle.close();
    }
  });

  it("db:backup never signals the process a stale lock file names", async () => {
    const dataDir = path.join(root, "stale");
    fs.mkdirSync(dataDir, { recursive: true });
    // A live process that is not the server (SIGUSR2 would end it), its id left in the lock by a dead server.
    const stranger = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
    try {
      await new Promise((r) => stranger.once("spawn", r));
      fs.writeFileSync(path.join(dataDir, "pglite.lock"), String(stranger.pid));
      const run = spawnSync(process.execPath, ["--import", "tsx", "--import", "./scripts/support/register.mjs", "scripts/db-backup.ts"], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "production" },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain("does not answer as this app's server");
      expect(stranger.exitCode).toBeNull();
      expect(stranger.signalCode).toBeNull();
      // Still alive: a signal 0 reaches it.
      expect(process.kill(stranger.pid!, 0)).toBe(true);
    } finally {
      stranger.kill("SIGKILL");
    }
  }, 90_000);
});
