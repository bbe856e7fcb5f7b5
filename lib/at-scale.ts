import "server-only";
import { sql } from "drizzle-orm";
import { getDb, rowsOf } from "../db";
import { cached } from "./cache";

/**
 * From this many rows (the planner's estimate) a table is large: a figure read across all of it (a count, a year of
 * enquiries by week) is worked out once per change rather than once a request. Counting a million enrolments took
 * 150 ms of every call of GET /api/admin/enrollments; the dashboard's week chart of 200,000 enquiries 210 ms
 * (npm run bench -- --scale). Below it the figure is read live: cheap, and exact at every instant.
 */
export const LARGE_TABLE_ROWS = 100_000;

/** Where a table starts being large here (tests lower it to read the large way on a few rows). */
export const scale = { largeFrom: LARGE_TABLE_ROWS };

/** How long the planner's estimate of a table's size is taken as it is (it only decides which way a figure is read). */
const SIZE_TTL_MS = 60_000;

/** The planner's row count of `table` (kept by ANALYZE and autovacuum): 0 before it has one. */
async function plannedRows(table: string): Promise<number> {
  return cached(
    `table-rows:${table}`,
    [],
    async () => {
      const [found] = rowsOf<{ rows: number | string | null }>(
        await (await getDb()).execute(sql`select reltuples::bigint as rows from pg_class where oid = to_regclass(${table})`),
      );
      return Math.max(0, Number(found?.rows ?? 0));
    },
    SIZE_TTL_MS,
  );
}

/**
 * `load`'s figure over `table`: live while the table is small, and from LARGE_TABLE_ROWS rows kept under `key` until
 * a write drops one of `tags` (on every instance) or a minute passes. The writes that change the figure drop its tags
 * as they write; one that commits while the figure is being worked out may leave the old figure for that minute.
 */
export async function figureOf<T>(table: string, key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
  return (await plannedRows(table)) >= scale.largeFrom ? cached(`figure:${key}`, tags, load) : load();
}
