import { z } from "zod";

// Paging of lists, shared by the API contracts (lib/http/contract.ts) and the filters the console shares with its
// API calls (lib/validation/enquiries.ts), which client components import too.

/** An optional whole number in the query string, from 1 to `max`; empty = absent. */
const queryWholeNumber = (max: number, message: string) =>
  z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .pipe(z.coerce.number<string | undefined>({ message }).int(message).min(1, message).max(max, message).optional());

/** The largest page a paged list answers, and the size of a page when only `page` is given. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 24;

/**
 * Optional paging of a public list. Without it a legacy list answers whole (the earlier client depends on
 * that); with `page` or `pageSize` it answers that page, and `page`, `pageSize` and `total` beside `data`.
 */
export const pageQuery = z.object({
  page: queryWholeNumber(1_000_000, "page must be a whole number from 1.").describe("a page of the list, from 1 (with pageSize; default 1)"),
  pageSize: queryWholeNumber(MAX_PAGE_SIZE, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}.`).describe(
    `items a page, 1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE})`,
  ),
});
export type PageQuery = z.output<typeof pageQuery>;

/**
 * Paging of a staff list: without `page` or `pageSize` it answers the first page (DEFAULT_PAGE_SIZE items, with
 * `page`, `pageSize` and `total`); `all=true` asks for the earlier unpaged answer, whose limit the route states.
 */
export const staffPageQuery = pageQuery.extend({
  all: z
    .enum(["true", "false", ""], { message: "all must be true or false." })
    .optional()
    .transform((v) => v === "true")
    .describe(`true: the whole list in one answer, unpaged (page or pageSize win over it); otherwise a page (default the first ${DEFAULT_PAGE_SIZE})`),
});
export type StaffPageQuery = z.output<typeof staffPageQuery>;

/** Keyset paging of a staff list (fast at any depth): `after` is the `next` of the answer before. */
export const keysetQuery = z.object({
  after: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .pipe(z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, "after must be the next of an earlier answer.").optional())
    .describe("the `next` of the answer before: the page after it, newest first, read from an index at any depth (with pageSize; page and total are not answered)"),
});
