// The first start on a fresh database (issue 21): several instances started together both start, one seeds.
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@/db";
import { courses, trainings } from "@/db/schema";
import { seedIfEmpty } from "@/scripts/seed/index";
import { testEngine } from "../setup/engine";
import { testDatabase, testDatabaseUrl } from "../setup/database";

describe.runIf(testEngine() === "postgres")("first-start seeding on one PostgreSQL database", () => {
  it("two instances starting together: both succeed, the catalogue is loaded once, no unique-key violation", async () => {
    // The second instance's own connection pool, as a second process has.
    const other = await openDatabase({ url: testDatabaseUrl()!, poolSize: 3 });
    try {
      const results = await Promise.allSettled([seedIfEmpty(testDatabase()), seedIfEmpty(other), seedIfEmpty(testDatabase())]);
      expect(results.filter((r) => r.status === "rejected")).toEqual([]);
      const reports = results.map((r) => (r as PromiseFulfilledResult<unknown>).value);
      expect(reports.filter((r) => r !== undefined)).toHaveLength(1);
      const { db } = testDatabase();
      const [c] = await db.select({ n: count() }).from(courses);
      const [t] = await db.select({ n: count() }).from(trainings);
      expect(c!.n).toBe(26);
      expect(t!.n).toBe(19);
      // A later start finds the catalogue filled and leaves it.
      expect(await seedIfEmpty(other)).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});

describe.runIf(testEngine() === "pglite")("first-start seeding on the embedded database", () => {
  it("seeds an empty catalogue once", async () => {
    expect(await seedIfEmpty(testDatabase())).toMatchObject({ reviews: { created: expect.any(Number) } });
    expect(await seedIfEmpty(testDatabase())).toBeUndefined();
  });
});
