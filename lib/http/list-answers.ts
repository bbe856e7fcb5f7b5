import "server-only";
import { z } from "zod";
import { DEFAULT_PAGE_SIZE, type PageQuery, type StaffPageQuery } from "../validation/paging";
import { decodeCursor, encodeCursor } from "./cursor";
import { reply } from "./reply";

// How a list route answers: the whole list, a numbered page, or a keyset page, with the envelope fields that say which.

/** The envelope fields of a paged answer (documentation). */
export const pageFields = {
  page: z.number().int().describe("the page answered (paged calls only)"),
  pageSize: z.number().int().describe("items a page (paged calls only)"),
  total: z.number().int().describe("items in the whole list (paged calls only)"),
};

/** The envelope fields of a list that also pages by keyset (documentation). */
export const keysetPageFields = {
  ...pageFields,
  next: z.string().nullable().describe("give it as `after` for the page after this one; null on the last page (paged calls only)"),
};

/** Where a keyset page starts: the sort key (a timestamp as PostgreSQL writes it) and id of the last row before it. */
export interface Keyset {
  at: string;
  id: string;
}
export const cursorOf = (key: Keyset): string => encodeCursor({ key: key.at, id: key.id });
function keysetOf(cursor: string): Keyset {
  const { key, id } = decodeCursor(cursor, "timestamptz", "after")!;
  return { at: key, id };
}

/** Answers a page of a list when the query asks for one, else the whole list (or the whole list's own answer). */
export async function wholeOrPage<T>(
  query: PageQuery,
  whole: () => Promise<T[] | Response>,
  page: (page: number, pageSize: number) => Promise<{ items: T[]; total: number }>,
) {
  if (query.page === undefined && query.pageSize === undefined) return whole();
  const [number, size] = [query.page ?? 1, query.pageSize ?? DEFAULT_PAGE_SIZE];
  const { items, total } = await page(number, size);
  return reply(items, { extra: { page: number, pageSize: size, total } });
}

/**
 * A staff list: a page unless the caller asks for the whole list with `all=true` (and gives no paging), so an
 * unpaged call's answer no longer grows with the table.
 */
export async function pageOrWhole<T>(
  query: StaffPageQuery,
  whole: () => Promise<T[]>,
  page: (page: number, pageSize: number) => Promise<{ items: T[]; total: number }>,
) {
  const paged = query.page !== undefined || query.pageSize !== undefined || !query.all;
  return wholeOrPage(paged ? { page: query.page ?? 1, pageSize: query.pageSize } : {}, whole, page);
}

/**
 * A staff list that also pages by keyset: with `after` the page after that row (pageSize and next, no count);
 * otherwise as pageOrWhole, each page with the `next` that continues it.
 */
export async function keysetPageOrWhole<T>(
  query: StaffPageQuery & { after?: string },
  whole: () => Promise<T[]>,
  page: (page: number, pageSize: number) => Promise<{ items: T[]; total: number; next: Keyset | null }>,
  pageAfter: (after: Keyset, pageSize: number) => Promise<{ items: T[]; next: Keyset | null }>,
) {
  const size = query.pageSize ?? DEFAULT_PAGE_SIZE;
  if (query.after !== undefined) {
    const { items, next } = await pageAfter(keysetOf(query.after), size);
    return reply(items, { extra: { pageSize: size, next: next && cursorOf(next) } });
  }
  if (query.all && query.page === undefined && query.pageSize === undefined) return whole();
  const number = query.page ?? 1;
  const { items, total, next } = await page(number, size);
  return reply(items, { extra: { page: number, pageSize: size, total, next: next && cursorOf(next) } });
}
