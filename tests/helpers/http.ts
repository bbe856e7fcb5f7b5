import { CLIENT_IP_HEADER } from "../../lib/http/client-ip";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface CallOptions {
  method?: string;
  path?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  /** Sends the session as `Authorization: Bearer <token>`. */
  token?: string;
  /** Sends cookies (name=value pairs joined by "; "). */
  cookie?: string;
  ip?: string;
}

// Tests read into whatever an answer holds (json.data.items[0]._id…): the answer is untyped on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped on purpose (above)
type AnyJson = any;

export interface CallResult<T = AnyJson> {
  status: number;
  headers: Headers;
  json: T;
}

/** Calls a route handler with a real Request, as Next would, and reads its JSON answer. */
export async function call<T = AnyJson>(handler: Handler, options: CallOptions = {}): Promise<CallResult<T>> {
  const method = options.method ?? (options.body !== undefined || options.rawBody !== undefined ? "POST" : "GET");
  const headers: Record<string, string> = { [CLIENT_IP_HEADER]: options.ip ?? "203.0.113.7", ...options.headers };
  if (options.body !== undefined || options.rawBody !== undefined) headers["content-type"] ??= "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  const request = new Request(`http://localhost:3000${options.path ?? "/"}`, {
    method,
    headers,
    body: options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
  });
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  let json: AnyJson;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: response.status, headers: response.headers, json };
}

/** A refusal as [status, message]: an error test checks the words the user sees, not only the status. */
export const refusal = ({ status, json }: CallResult) => {
  const body = json as { message?: string; msg?: string } | undefined;
  return [status, body?.message ?? body?.msg] as const;
};
