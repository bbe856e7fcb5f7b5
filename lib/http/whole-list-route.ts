import "server-only";
import { z } from "zod";
import { defineRoute } from "./contract";
import { pageFields, wholeOrPage } from "./list-answers";
import { pageQuery } from "../validation/paging";
import { wholeListResponse, type WholeList } from "./whole-list";

/**
 * The three legacy whole-list calls (courses, trainings, reviews) share one contract: public and page-cached, a page
 * when the query asks for one, else the whole list answered from its compressed bytes, built once per change
 * (lib/http/whole-list.ts), whose key is the route's path. A route states only what differs: its list, summary, item
 * schema, message and page query.
 *
 *   export const GET = wholeListRoute(wholeCourseList, {
 *     summary: "Every course, newest first (or a page of them)",
 *     item: courseAnswer,
 *     message: "Courses fetched successfully.",
 *     page: async (page, pageSize) => …,
 *   });
 */
export function wholeListRoute<P extends `/api/${string}`, R extends z.ZodType>(
  /** The list's bytes, kept under the route's path (the page cache leaves the path to it). */
  list: WholeList<P>,
  route: {
    summary: string;
    item: R;
    message: string;
    page: (page: number, pageSize: number) => Promise<{ items: z.input<R>[]; total: number }>;
  },
) {
  const { summary, item, message, page } = route;
  return defineRoute(`GET ${list.key}` as const, {
    access: "public",
    cache: "public",
    summary,
    tags: ["Catalogue"],
    query: pageQuery,
    response: z.array(item),
    extra: pageFields,
    message,
    errors: { 400: "A paging parameter out of range" },
    // TypeScript can't resolve the answer's conditional type while R is a type parameter; the signature above states it.
    handler: ({ query, request }) => wholeOrPage(query, () => wholeListResponse(request, list, message), page) as never,
  });
}
