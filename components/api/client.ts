// The browser's one way to call the API: typed from the route contracts (app/api/registry.ts), same origin,
// the session cookie, the envelope read into an ApiAnswer. Network failures become an answer too (status 0).
import type { ApiHandler } from "@/app/api/registry";
import { GENERIC_ERROR_MESSAGE } from "@/lib/errors";

/** The spec's words when the server gives none (§8): the one copy the browser shows. */
export const GENERIC_FAILURE = GENERIC_ERROR_MESSAGE;

type Contract = ApiHandler extends infer H ? (H extends { types?: infer T } ? NonNullable<T> : never) : never;
/** "PUT /api/admin/clients/{id}"… every declared route. */
export type RouteKey = Contract extends { key: infer K } ? K : never;
type ContractOf<K> = Extract<Contract, { key: K }>;
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type PathOf<M extends Method> = RouteKey extends infer K ? (K extends `${M} ${infer P}` ? P : never) : never;

type Slot<T, Name extends string> = [T] extends [undefined] ? { [K in Name]?: never } : { [K in Name]: T };
/** What a call sends: path params, query (always optional) and body, as the route's contract declares them. */
export type CallInput<C extends { params: unknown; query: unknown; body: unknown }> = Slot<C["params"], "params"> & { query?: C["query"] } & Slot<
    C["body"],
    "body"
  >;

export interface ApiAnswer<T = unknown> {
  ok: boolean;
  /** The HTTP status; 0 when the server could not be reached. */
  status: number;
  /** The server's message ("" when it sent none): show it, or the spec's fallback. */
  message: string;
  data?: T;
  /** Field → message, on 400. */
  errors: Record<string, string>;
  /** Extra envelope fields (`msg`, `accessToken`). */
  extra: Record<string, unknown>;
}

export interface CallOptions {
  /** A 401 sends the visitor to the login page and back (the default); `quiet` just answers it. */
  on401?: "login" | "quiet";
  /** Sent as `Idempotency-Key` (routes declared `idempotent`): one key per submit, kept for its retries. */
  idempotencyKey?: string;
}

/** A call named by its route key, for callers that hold the route as data (e.g. a confirm button a server page renders). */
export function callRoute<K extends RouteKey>(key: K, input: CallInput<ContractOf<K>>, options?: CallOptions): Promise<ApiAnswer<ContractOf<K>["data"]>> {
  return call(key, input as Record<string, unknown>, options);
}

async function call<K extends RouteKey>(key: K, input: Record<string, unknown> = {}, options: CallOptions = {}): Promise<ApiAnswer<ContractOf<K>["data"]>> {
  const [method, template] = (key as string).split(" ") as [Method, string];
  const params = (input.params ?? {}) as Record<string, string>;
  let url = template.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(params[name] ?? ""));
  const query = Object.entries((input.query ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== "");
  if (query.length) url += `?${new URLSearchParams(query.map(([k, v]) => [k, String(v)]))}`;
  const body = input.body;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: "same-origin",
      cache: "no-store",
      headers: {
        ...(body === undefined || body instanceof FormData ? {} : { "content-type": "application/json" }),
        ...(options.idempotencyKey ? { "idempotency-key": options.idempotencyKey } : {}),
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, message: "", errors: {}, extra: {} };
  }
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.status === 401 && (options.on401 ?? "login") === "login") {
    // A full load, not a client navigation: every server component must see that the session is gone.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose (above)
    window.location.assign(`/auth/login?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`);
  }
  const { success, message, data, errors, ...extra } = json;
  return {
    ok: response.ok && success !== false,
    status: response.status,
    message: typeof message === "string" ? message : "",
    data: data as never,
    errors: errors && typeof errors === "object" ? (errors as Record<string, string>) : {},
    extra,
  };
}

const method =
  <M extends Method>(m: M) =>
  <P extends PathOf<M>>(path: P, ...[input, options]: CallArgs<ContractOf<`${M} ${P}`>>) =>
    call(`${m} ${path}` as RouteKey, input as Record<string, unknown>, options) as Promise<ApiAnswer<ContractOf<`${M} ${P}`>["data"]>>;

type CallArgs<C extends { params: unknown; query: unknown; body: unknown }> = [C["params"], C["body"]] extends [undefined, undefined]
  ? [input?: CallInput<C>, options?: CallOptions]
  : [input: CallInput<C>, options?: CallOptions];

/** `api.put("/api/admin/ratings/{id}", { params: { id }, body: { isVisible } })` */
export const api = {
  get: method("GET"),
  post: method("POST"),
  put: method("PUT"),
  patch: method("PATCH"),
  delete: method("DELETE"),
};

/** The spec's rule (§8): the server's message, else the fallback. */
export function messageOf(answer: ApiAnswer, fallback: string): string {
  return answer.message || fallback;
}

/** The input of a route, for components that take one as a prop. */
export type RouteInput<K extends RouteKey> = CallInput<ContractOf<K>>;
