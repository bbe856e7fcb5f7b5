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
    .pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,200}$/, "after must be the next of an earlier answer.")
        .optional(),
    )
    .describe(
      "the `next` of the answer before: the page after it, newest first, read from an index at any depth (with pageSize; page and total are not answered)",
    ),
});

/** A staff list's page when the caller gives no limit: the page's weight does not grow with the table. */
export const STAFF_PAGE_SIZE = 50;

const listCursor = (name: "after" | "before", message: string, description: string) =>
  z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,1000}$/, message)
        .optional(),
    )
    .describe(description);

/**
 * The paging of a staff list (the staff list kit: lib/http/staff-list.ts, components/admin/staff-list-view.tsx): keyset
 * pages in the list's stable order, `STAFF_PAGE_SIZE` rows unless `limit` says otherwise, `all=true` for the whole
 * list, `format=csv` for the whole filtered list as a CSV file. A list's query schema is its filters extended by this.
 */
export const staffListQuery = z.object({
  after: listCursor("after", "after must be the next of an earlier answer.", "the `next` of an answer: the page after it, read from an index at any depth"),
  before: listCursor("before", "before must be the prev of an earlier answer.", "the `prev` of an answer: the page before it"),
  limit: queryWholeNumber(MAX_PAGE_SIZE, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`).describe(
    `rows a page, 1 to ${MAX_PAGE_SIZE} (default ${STAFF_PAGE_SIZE})`,
  ),
  all: z
    .enum(["true", "false", ""], { message: "all must be true or false." })
    .optional()
    .transform((v) => v === "true")
    .describe("true: the whole list in one answer, unpaged, as before paging (after, before or limit win over it)"),
  format: z
    .enum(["json", "csv", ""], { message: "format must be json or csv." })
    .optional()
    .transform((v) => (v === "csv" ? "csv" : "json"))
    .describe("csv: the whole filtered list as a CSV download (formula-safe)"),
});
export type StaffListQuery = z.output<typeof staffListQuery>;

type QueryInput = Record<string, string | string[] | undefined>;

/**
 * A query string read leniently, the one way pages read theirs (lib/http/page.ts definePage, the staff lists): the
 * first value of each name, an empty value as absent (a filter form sends its empty fields), and a value the schema
 * refuses left out and the rest parsed again, so one bad filter never costs the others. `data` is undefined only when
 * the schema refuses the whole object; `invalid` holds the schema's messages of what was left out.
 */
export function parseLeniently(schema: z.ZodType, raw: QueryInput): { data: unknown; invalid: string[] } {
  const input: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined && first !== "") input[name] = first;
  }
  const invalid: string[] = [];
  for (let attempt = 0; attempt <= Object.keys(input).length; attempt++) {
    const result = schema.safeParse(input);
    if (result.success) return { data: result.data, invalid };
    const refused = new Set(result.error.issues.map((issue) => issue.path[0]).filter((key): key is string => typeof key === "string" && key in input));
    invalid.push(...result.error.issues.map((issue) => issue.message));
    // An issue of the whole object (a refinement over several fields): nothing to drop one by one.
    if (refused.size === 0) break;
    for (const key of refused) delete input[key];
  }
  return { data: undefined, invalid };
}

/**
 * A page's searchParams through the same schema as its API twin, leniently (parseLeniently): a value that fails is
 * dropped (its default applies), so a hand-edited address shows the list rather than an error.
 */
export function parseLenient<S extends z.ZodType<unknown, Record<string, unknown>>>(schema: S, raw: QueryInput): z.output<S> {
  return (parseLeniently(schema, raw).data ?? schema.parse({})) as z.output<S>;
}
