import "server-only";
import { sql } from "drizzle-orm";
import { getDb, rowsOf } from "../db";
import { cached, onInvalidation } from "./cache";
import { remember } from "./remember";

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

/** Each large figure as last worked out, with its tags; a write to one of them drops it at once (on every instance). */
const lastFigures = remember("at-scale.figures", () => {
  const figures = new Map<string, { tags: readonly string[]; value: unknown }>();
  const writes = { count: 0 };
  onInvalidation((tags) => {
    writes.count++;
    for (const [key, figure] of figures) if (tags === "all" || figure.tags.some((t) => tags.includes(t))) figures.delete(key);
  });
  return { figures, writes };
});

/**
 * `load`'s figure over `table`: live while the table is small, and from LARGE_TABLE_ROWS rows kept under `key` until
 * a write drops one of `tags` (on every instance) or a minute passes. The writes that change the figure drop its tags
 * as they write; one that commits while the figure is being worked out may leave the old figure for that minute.
 * Past its minute the figure before answers while one request works it out again: counting a million enrolments
 * once a minute made the requests that met it wait 150–440 ms, at a p95 of /admin/enrolments.
 */
export async function figureOf<T>(table: string, key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
  if ((await plannedRows(table)) < scale.largeFrom) return load();
  const { figures, writes } = lastFigures;
  const before = figures.get(key);
  const written = writes.count;
  const fresh = cached(`figure:${key}`, tags, load).then((value) => {
    // Not kept when a write came while it was worked out: the next request works it out again.
    if (writes.count === written) figures.set(key, { tags, value });
    return value;
  });
  if (!before) return fresh;
  fresh.catch(() => undefined);
  return before.value as T;
}
