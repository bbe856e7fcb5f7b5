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

describe("0002: course outlines move to the product's words", () => {
  it("rewrites a stored outline of modules, sub-modules and sub-sub-modules, in order, and leaves new ones alone", async () => {
    const { testDatabase } = await import("../setup/database");
    const { courses } = await import("@/db/schema");
    const { eq, sql } = await import("drizzle-orm");
    const fs = await import("node:fs");
    const { db } = testDatabase();
    const legacy = [
      {
        moduleTitle: "Basics",
        subModules: [
          { subModuleTitle: "Pods", subsubModules: [{ subSubModuleTitle: "Specs" }, { subSubModuleTitle: "Probes" }] },
          { subModuleTitle: "Services", subsubModules: [] },
        ],
      },
      { moduleTitle: "Empty", subModules: [] },
    ];
    const [course] = await db
      .insert(courses)
      .values({ title: "Legacy outline", shortDescription: "Stored before the change.", durationHours: 3, outline: legacy as never })
      .returning({ id: courses.id });
    const migration = fs.readFileSync("db/migrations/0002_outline_in_product_words.sql", "utf8");
    await db.execute(sql.raw(migration));
    await db.execute(sql.raw(migration)); // a second run finds nothing to do
    const [row] = await db.select({ outline: courses.outline }).from(courses).where(eq(courses.id, course!.id));
    expect(row!.outline).toEqual([
      {
        title: "Basics",
        topics: [
          { title: "Pods", subtopics: [{ title: "Specs" }, { title: "Probes" }] },
          { title: "Services", subtopics: [] },
        ],
      },
      { title: "Empty", topics: [] },
    ]);
  });
});
