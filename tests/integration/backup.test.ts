import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { getDatabase, openDatabase, setDatabase, type DatabaseHandle } from "@/db";
import { runMigrations } from "@/db/migrate";
import { seedDemoContent } from "@/db/seed";
import { restoreBackup, writeBackup } from "@/lib/backup";
import { testEngine } from "../setup/engine";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "tp-backup-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Every table's row count (the migrations' own bookkeeping included). */
async function rowCounts(handle: DatabaseHandle): Promise<Record<string, number>> {
  const tables = (await handle.db.execute(sql`select table_schema || '.' || table_name as name from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`)) as unknown as { rows: { name: string }[] };
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const [schema, table] = name.split(".");
    const result = (await handle.db.execute(sql`select count(*)::int as n from ${sql.identifier(schema!)}.${sql.identifier(table!)}`)) as unknown as { rows: { n: number }[] };
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
