import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@/db";
import { runMigrations } from "@/db/migrate";
import { databaseUrlWithName, testEngine } from "../setup/engine";

describe.runIf(testEngine() === "postgres")("migrations at start (api.md §6)", () => {
  it("several instances starting at once take turns under the advisory lock", async () => {
    const base = process.env.TEST_DATABASE_URL!;
    const name = `tp_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ url: databaseUrlWithName(base, name), poolSize: 2 })));
    try {
      await Promise.all(handles.map((h) => runMigrations(h)));
      const client = new pg.Client({ connectionString: databaseUrlWithName(base, name) });
      await client.connect();
      const { rows } = await client.query(`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const tables = await client.query(`select count(*)::int as n from information_schema.tables where table_schema = 'public'`);
      await client.end();
      expect(rows[0].n).toBeGreaterThan(0);
      expect(tables.rows[0].n).toBeGreaterThanOrEqual(15);
      // Applying again changes nothing.
      await runMigrations(handles[0]!);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
