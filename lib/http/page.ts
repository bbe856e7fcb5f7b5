import "server-only";
import type { ReactNode } from "react";
import type { z } from "zod";
import { requirePageLead, requirePageStaff, requirePageTrainer, requirePageUser } from "../auth/current-user";
import type { SessionUser } from "../auth/session";
import { parseLeniently } from "../validation/paging";
import type { Access, RouteContract } from "./contract";

/**
 * A page with an API twin: the staff list at /admin/users shows what GET /api/admin/users answers, so it
 * takes the twin's access check and reads its query string with the twin's query schema instead of by hand.
 *
 *   import { GET as usersApi } from "@/app/api/admin/users/route";
 *   export default definePage(usersApi, "/admin/users", async ({ query, user }) => <UsersTable … />);
 *
 * The access check is the page's kind of the API's: a visitor goes to the login page (and back to `path`), an
 * account of the wrong kind to the 403 screen. A query value the schema refuses is dropped (the field's default
 * then), never an error page: `invalid` holds the schema's messages for the page to show if it likes.
 */

type SearchParams = Record<string, string | string[] | undefined>;
type Signed = Exclude<Access, "public">;

const guards: Record<Signed, (returnTo: string) => Promise<SessionUser>> = {
  learner: requirePageUser,
  staff: requirePageStaff,
  trainer: requirePageTrainer,
  lead: requirePageLead,
};

/** The parsed query of a twin (`{}` for one without a query schema). */
type QueryOf<H> = H extends { readonly types?: { parsedQuery: infer O } } ? (O extends object ? O : Record<never, never>) : never;

export interface PageContext<H> {
  /** The query string through the twin's schema; a refused value is left out (its default, if any, applies). */
  query: QueryOf<H>;
  /** The messages of the refused values, in the schema's words. */
  invalid: string[];
  user: SessionUser;
}

/** `searchParams` through the twin's query schema, the one lenient way (lib/validation/paging.ts parseLeniently). */
export function parsePageQuery(schema: z.ZodType | undefined, searchParams: SearchParams): { query: Record<string, unknown>; invalid: string[] } {
  if (!schema) return { query: {}, invalid: [] };
  const { data, invalid } = parseLeniently(schema, searchParams);
  // Refused as a whole (a refinement over several fields): the schema's defaults alone.
  return { query: (data ?? schema.safeParse({}).data ?? {}) as Record<string, unknown>, invalid };
}

/** A page that shows what its API twin answers: the twin's access check and query schema (see above). */
export function definePage<H extends { contract: RouteContract; readonly types?: { access: Signed; parsedQuery: unknown } }>(
  twin: H,
  path: string,
  render: (context: PageContext<H>) => Promise<ReactNode>,
): (props: { searchParams: Promise<SearchParams> }) => Promise<ReactNode> {
  const { access, query: schema } = twin.contract;
  if (access === "public") throw new Error(`${path}: definePage is for signed-in pages; ${twin.contract.method} ${twin.contract.path} is public`);
  return async function Page({ searchParams }) {
    const user = await guards[access](path);
    const { query, invalid } = parsePageQuery(schema, await searchParams);
    return render({ query: query as PageContext<H>["query"], invalid, user });
  };
}
