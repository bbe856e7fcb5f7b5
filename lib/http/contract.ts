import "server-only";
import { z } from "zod";
import {
  requireLead,
  requireStaff,
  requireTrainer,
  requireUser,
  SESSION_COOKIE_NAMES,
  clearedSessionCookies,
  isCrossSiteWrite,
  readCookie,
  type ResolvedSession,
  type SessionUser,
} from "../auth/session";
import { ApiError } from "../errors";
import { clientIp } from "./client-ip";
import { ok, validationError } from "./envelope";
import { fingerprintOf, IDEMPOTENCY_HEADER, withIdempotencyKey } from "./idempotency";
import { enforce, type RateLimitRule } from "./rate-limit";
import { isReply, reply, type Reply } from "./reply";
import { idParamsOf, type IdParamsOf } from "./request-schemas";
import { errorResponse, readJson, readLimitedBody } from "./route";

/**
 * Route contracts: every route handler is one declaration of who may call it, the schemas of its params
 * (each {…} of the path is an id unless it says otherwise), query and body, the schema of its answer, a one-line summary, and a handler that only calls the domain.
 * The wrapper authenticates, parses, answers errors in the envelope and shapes the output through the
 * answer schema (so nothing the schema does not name can leak). /api/openapi.json is generated from these
 * declarations (lib/openapi/generate.ts).
 *
 *   export const GET = defineRoute("GET /api/admin/trainings/{id}", {
 *     access: "staff",
 *     summary: "One training as staff see it",
 *     response: staffTrainingAnswer,
 *     handler: ({ params }) => getStaffTraining(params.id),
 *   });
 */

export const httpMethods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof httpMethods)[number];
export type RouteKey = `${HttpMethod} /${string}`;

/**
 * public: anyone; learner: any signed-in account (staff too); staff: staff only (401 anonymous, 403 others);
 * trainer: accounts with the trainer role; lead: the training lead of some organisation (billing-and-delivery.md §7–§8).
 */
export type Access = "public" | "learner" | "staff" | "trainer" | "lead";

type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;
type In<S> = S extends Schema ? z.input<S> : undefined;

/** Error answers worth documenting beyond the automatic ones (400 for input, 401/403 for access). */
export type ErrorDocs = Partial<Record<400 | 401 | 403 | 404 | 409 | 410 | 413 | 429 | 503, string>>;

export interface HandlerContext<A extends Access, P, Q, B, Raw = undefined> {
  request: Request;
  params: Out<P>;
  query: Out<Q>;
  /** The parsed JSON body, or the raw bytes of a `rawBody` route. */
  body: Raw extends RawBody ? Buffer : Out<B>;
  /** The client's address (rate limits). */
  ip: string;
  /** The signed-in account (learner and staff routes). */
  user: A extends "public" ? undefined : SessionUser;
  session: A extends "public" ? undefined : ResolvedSession;
}

/** A raw body (an upload) instead of JSON. */
export interface RawBody {
  maxBytes: number;
  tooLarge: string;
  contentType: string;
}

export interface RouteDefinition<
  A extends Access,
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R extends Schema | undefined,
  Raw extends RawBody | undefined = undefined,
> {
  access: A;
  /** One line for the OpenAPI document (and the reader). */
  summary: string;
  description?: string;
  /** Groups in the OpenAPI document; derived from the path when omitted. */
  tags?: string[];
  /** Path parameters; a value that fails its schema names nothing: 404. Omitted: each `{…}` of the path is an id (idParamsOf). */
  params?: P;
  /** Query string (first value of each name); failures are 400 with the field's message. */
  query?: Q;
  /** JSON body (at most 1 MB); failures are 400 with the form's message. */
  body?: B;
  /** A raw body of at most `maxBytes` instead of JSON (uploads); documented as `contentType`. */
  rawBody?: Raw;
  /** Schema of `data` in the envelope; omitted = no data. The output is parsed through it. */
  response?: R;
  /** Extra top-level fields of the envelope (documentation only; the handler sets them with reply()). */
  extra?: Record<string, Schema>;
  /** A non-JSON answer (e.g. "text/csv"): the handler returns a Response. */
  produces?: string;
  status?: 200 | 201;
  message?: string;
  errors?: ErrorDocs;
  /**
   * "public": the answer is the same for every caller, so the custom server keeps it like a public page
   * (server/page-cache.ts; a public GET only). scripts/routes-generate.ts lists these paths in lib/routes.generated.ts.
   */
  cache?: "public";
  /** Refuse a state-changing request from another site even without a session (login CSRF). */
  refuseCrossSite?: boolean;
  /** Counted per client address before anything is read, so invalid attempts count too (429 + Retry-After). */
  rateLimit?: RateLimitRule;
  /**
   * Takes an `Idempotency-Key` header (lib/http/idempotency.ts): a repeat with the same key within 24 hours
   * answers the first answer and runs nothing. For signed-in routes that record something (money).
   */
  idempotent?: boolean;
  handler: (context: HandlerContext<A, P, Q, B, Raw>) => Promise<In<R> | Reply<In<R>> | Response | (R extends undefined ? void : never)>;
}

export interface RouteContract extends RouteDefinition<
  Access,
  Schema | undefined,
  Schema | undefined,
  Schema | undefined,
  Schema | undefined,
  RawBody | undefined
> {
  method: HttpMethod;
  path: string;
}

type NextContext = { params: Promise<Record<string, string | string[] | undefined>> };

/** A Next route handler carrying its contract (read by the OpenAPI generator and the typed client). */
export type RouteHandler<K extends RouteKey = RouteKey, A extends Access = Access, P = unknown, Q = unknown, B = unknown, R = unknown, Raw = undefined> = ((
  request: Request,
  context?: NextContext,
) => Promise<Response>) & {
  contract: RouteContract;
  /** Type carriers for the typed client (components/forms/api.ts) and the staff pages (lib/http/page.ts); never set at run time. */
  readonly types?: { key: K; access: A; params: In<P>; query: In<Q>; parsedQuery: Out<Q>; body: Raw extends RawBody ? FormData | Blob : In<B>; data: Out<R> };
};

export function defineRoute<
  K extends RouteKey,
  A extends Access,
  P extends Schema | undefined = IdParamsOf<K>,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema | undefined = undefined,
  Raw extends RawBody | undefined = undefined,
>(key: K, definition: RouteDefinition<A, P, Q, B, R, Raw>): RouteHandler<K, A, P, Q, B, R, Raw> {
  const space = key.indexOf(" ");
  const path = key.slice(space + 1);
  const contract = { params: idParamsOf(path), ...definition, method: key.slice(0, space) as HttpMethod, path } as RouteContract;
  const handle = async (request: Request, context?: NextContext): Promise<Response> => {
    try {
      return withDefaultHeaders(request, await run(contract, request, context));
    } catch (err) {
      const response = errorResponse(err, request);
      // A dead session cookie is cleared with the 401 (the spec: on failure the stored token is removed).
      if (response.status === 401 && contract.access !== "public" && hasSessionCookie(request)) {
        for (const [name, value] of clearedSessionCookies()) response.headers.append(name, value);
      }
      return withDefaultHeaders(request, response);
    }
  };
  return Object.assign(handle, { contract }) as RouteHandler<K, A, P, Q, B, R, Raw>;
}

async function run(contract: RouteContract, request: Request, context?: NextContext): Promise<Response> {
  let session: ResolvedSession | undefined;
  if (contract.access === "staff") session = await requireStaff(request);
  else if (contract.access === "trainer") session = await requireTrainer(request);
  else if (contract.access === "lead") session = await requireLead(request);
  else if (contract.access === "learner") session = await requireUser(request);
  else if (contract.refuseCrossSite && isCrossSiteWrite(request)) throw new ApiError("forbidden", "Cross-site requests are not allowed.");
  if (contract.rateLimit) await enforce(contract.rateLimit, clientIp(request));

  const params = contract.params ? parseParams(contract.params, (await context?.params) ?? {}) : undefined;
  const query = contract.query ? parseQuery(contract.query, request) : undefined;
  let body: unknown;
  if (contract.body) body = await readJson(request, contract.body);
  else if (contract.rawBody) body = await readLimitedBody(request, contract.rawBody.maxBytes, contract.rawBody.tooLarge);

  const produce = async () => {
    const result = await contract.handler({ request, params, query, body, ip: clientIp(request), user: session?.user, session } as HandlerContext<
      Access,
      unknown,
      unknown,
      unknown
    >);
    if (result instanceof Response) return result;
    const answer = isReply(result) ? result : reply(result);
    return ok(shapeOutput(contract, answer.data), answer.message ?? contract.message ?? "", {
      status: answer.status ?? contract.status ?? 200,
      extra: answer.extra,
      headers: answer.headers,
    });
  };
  if (!contract.idempotent) return produce();
  const scope = `${session?.user._id ?? "public"} ${contract.method} ${new URL(request.url).pathname}`;
  return withIdempotencyKey(scope, request.headers.get(IDEMPOTENCY_HEADER), fingerprintOf({ query, body: contract.rawBody ? undefined : body }), produce);
}

function parseParams(schema: Schema, raw: Record<string, unknown>): unknown {
  const result = schema.safeParse(raw);
  // A path segment that can't be an id names nothing.
  if (!result.success) throw new ApiError("not_found", "Not found.");
  return result.data;
}

function parseQuery(schema: Schema, request: Request): unknown {
  const raw: Record<string, string> = {};
  for (const [name, value] of new URL(request.url).searchParams) if (!(name in raw)) raw[name] = value;
  const result = schema.safeParse(raw);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** The answer through its schema: unknown fields are dropped; a mismatch is our bug, never the caller's. */
function shapeOutput(contract: RouteContract, data: unknown): unknown {
  if (!contract.response) return undefined;
  const result = contract.response.safeParse(data);
  if (!result.success) {
    throw new Error(`the answer of ${contract.method} ${contract.path} does not fit its schema: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}

function hasSessionCookie(request: Request): boolean {
  const header = request.headers.get("cookie");
  return SESSION_COOKIE_NAMES.some((name) => readCookie(header, name) !== undefined);
}

function withDefaultHeaders(request: Request, response: Response): Response {
  // Answers to signed-in or state-changing calls must never be cached by a browser or proxy.
  const authenticated = request.headers.has("authorization") || hasSessionCookie(request);
  if (request.method !== "GET" || authenticated) response.headers.set("Cache-Control", "no-store");
  return response;
}

// Route files import everything a contract needs from here, as they always have; each part lives in its own module.
export { reply, type Reply } from "./reply";
export { idParams, idParamsOf, idSchema, queryFlag, queryText, type IdParamsOf } from "./request-schemas";
export { answer, instant } from "./answer-schema";
export { cursorOf, keysetPageFields, keysetPageOrWhole, pageFields, pageOrWhole, wholeOrPage, type Keyset } from "./list-answers";
export { keysetQuery, MAX_PAGE_SIZE, pageQuery, staffPageQuery, type PageQuery, type StaffPageQuery } from "../validation/paging";
