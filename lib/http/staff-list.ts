import "server-only";
import { asc, desc, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { z } from "zod";
import { STAFF_PAGE_SIZE, type StaffListQuery } from "../validation/paging";
import { ApiError } from "../errors";
import { reply } from "./contract";
import { decodeCursor, encodeCursor, type CursorKeyType, type ListCursor } from "./cursor";
import { csvDownload } from "./download";

// The staff list kit, server side: every staff list pages by keyset in a stable order
// that an index serves, fetches limit + 1 rows to know whether there is more (no count over the table), and answers
// `next`/`prev` cursors. Its query schema is lib/validation/paging.ts staffListQuery; its screens use
// components/admin/staff-list-view.tsx.

/**
 * A list's stable order: a sort key (a column or an expression, never null) then the id, both in `direction`.
 * `type` is the key's SQL type, to read a cursor's key back.
 */
export interface ListOrder {
  key: AnyColumn | SQL;
  id: AnyColumn;
  type: CursorKeyType;
  direction: "asc" | "desc";
}

/** The key as text, to select beside a row (`listKey`) so its cursor reads back exactly (microseconds included). */
export const listKeyOf = (order: ListOrder): SQL<string> => sql<string>`(${order.key})::text`;

/** Rows strictly after (or before) a cursor in the order: one row comparison, which the order's index reads from that point. */
export function keysetCondition(order: ListOrder, cursor: ListCursor, side: "after" | "before"): SQL {
  const forward = order.direction === "desc" ? "<" : ">";
  const op = side === "after" ? forward : forward === "<" ? ">" : "<";
  return sql`(${order.key}, ${order.id}) ${sql.raw(op)} (${cursor.key}::${sql.raw(order.type)}, ${cursor.id})`;
}

/** ORDER BY of the list, or of its reverse (reading the page before a cursor). */
export function keysetOrderBy(order: ListOrder, reversed = false): SQL[] {
  const ascending = (order.direction === "asc") !== reversed;
  return ascending ? [asc(order.key), asc(order.id)] : [desc(order.key), desc(order.id)];
}

export interface PageRange {
  /** The cursor's condition, to AND with the filters (undefined on the first page). */
  where: SQL | undefined;
  orderBy: SQL[];
  /** Rows to fetch: the page's size plus one, which says whether there is more. */
  limit: number;
  /** Read backwards (the page before a cursor): a list that reads on past its first rows continues "before" its last. */
  side: "after" | "before";
}

export interface ListPage<T> {
  items: T[];
  /** The cursor of the page after this one; null on the last page. */
  next: string | null;
  /** The cursor of the page before this one; null on the first page. */
  prev: string | null;
}

export interface PageRequest {
  after?: string;
  before?: string;
  limit?: number;
}

/** A row of a page as `run` reads it: the item, its sort key as text (listKeyOf) and its id. */
export interface KeyedRow<T> {
  item: T;
  key: string;
  id: string;
}

/**
 * One page of a list in `order`: `run` selects the list's rows with `range.where` ANDed to its filters, in
 * `range.orderBy`, at most `range.limit` rows, each with its key (select listKeyOf(order)). No offset, no count.
 */
export async function keysetPage<T>(order: ListOrder, request: PageRequest, run: (range: PageRange) => Promise<KeyedRow<T>[]>): Promise<ListPage<T>> {
  const size = request.limit ?? STAFF_PAGE_SIZE;
  const after = decodeCursor(request.after, order.type, "after");
  const before = after ? undefined : decodeCursor(request.before, order.type, "before");
  const rows = await run({
    where: after ? keysetCondition(order, after, "after") : before ? keysetCondition(order, before, "before") : undefined,
    orderBy: keysetOrderBy(order, before !== undefined),
    limit: size + 1,
    side: before ? "before" : "after",
  });
  const more = rows.length > size;
  const page = rows.slice(0, size);
  if (before) page.reverse();
  const cursorOf = (row: KeyedRow<T>) => encodeCursor({ key: row.key, id: row.id });
  const first = page[0];
  const last = page[page.length - 1];
  return {
    items: page.map((row) => row.item),
    // Read backwards, the rows after the page are the ones the caller came from.
    next: last && (before ? true : more) ? cursorOf(last) : null,
    prev: first && (before ? more : after !== undefined) ? cursorOf(first) : null,
  };
}

/** The envelope fields of a staff list's page (documentation for the OpenAPI document). */
export const staffListFields = {
  limit: z.number().int().describe("rows a page (paged answers only)"),
  next: z.string().nullable().describe("give it as `after` for the page after this one; null on the last page (paged answers only)"),
  prev: z.string().nullable().describe("give it as `before` for the page before this one; null on the first page (paged answers only)"),
};

/** A list's CSV: its header and one row an item (cells made formula-safe by csvDownload). */
export interface ListCsv<T> {
  filename: string;
  header: string[];
  row: (item: T) => (string | number | null | undefined)[];
}

/**
 * A staff list's API answer from its query: a page (the default, STAFF_PAGE_SIZE rows, with limit/next/prev),
 * the whole list with `all=true` and no paging, or the whole filtered list as CSV with `format=csv`.
 */
export async function staffListAnswer<T>(
  query: StaffListQuery,
  list: { whole: () => Promise<T[]>; page: (request: PageRequest) => Promise<ListPage<T>>; csv?: ListCsv<T> },
) {
  if (query.format === "csv" && list.csv) {
    const { filename, header, row } = list.csv;
    return csvDownload([header, ...(await list.whole()).map(row)], filename);
  }
  const paged = query.after !== undefined || query.before !== undefined || query.limit !== undefined || !query.all;
  if (!paged) return list.whole();
  const limit = query.limit ?? STAFF_PAGE_SIZE;
  const { items, next, prev } = await list.page({ after: query.after, before: query.before, limit });
  return reply(items, { extra: { limit, next, prev } });
}

/** A page for a console screen: as staffListAnswer's page, but a cursor that is not ours shows the first page (never an error). */
export async function staffListPageOf<T>(
  query: Pick<StaffListQuery, "after" | "before" | "limit">,
  page: (request: PageRequest) => Promise<ListPage<T>>,
): Promise<ListPage<T>> {
  try {
    return await page({ after: query.after, before: query.before, limit: query.limit });
  } catch (err) {
    if (err instanceof ApiError && err.status === 400) return page({ limit: query.limit });
    throw err;
  }
}

/**
 * A staff filter's or form's choices: `offered` (the nearest or newest, at most `limit`) with `chosen` (the one already
 * picked, read apart, whatever its place) in place of the last when it is not among them.
 */
export function withChosen<T extends { id: string }>(offered: T[], chosen: T[], limit: number): T[] {
  const missing = chosen.filter((c) => !offered.some((o) => o.id === c.id));
  return missing.length ? [...missing, ...offered.slice(0, limit - missing.length)] : offered;
}
