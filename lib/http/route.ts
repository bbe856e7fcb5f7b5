import "server-only";
import { z } from "zod";
import { log, loggablePath } from "../log";
import { ApiError, GENERIC_ERROR_MESSAGE, UNAVAILABLE_MESSAGE } from "../errors";
import { fail, validationError } from "./envelope";

export const MAX_JSON_BYTES = 1_000_000;

/** Maps anything thrown to the API's envelope and status; unexpected errors are logged, never shown. */
export function errorResponse(err: unknown, request?: Request): Response {
  if (err instanceof ApiError) {
    const headers: Record<string, string> = {};
    if (err.retryAfterSeconds !== undefined) headers["Retry-After"] = String(err.retryAfterSeconds);
    return fail(err.status, err.message, err.fieldErrors ? { errors: err.fieldErrors } : {}, headers);
  }
  if (err instanceof z.ZodError) return errorResponse(validationError(err), request);
  const pgCode = postgresCode(err);
  if (pgCode === "23505") return fail(409, "That already exists.");
  if (pgCode === "23503") return fail(409, "That is still in use, or refers to something that does not exist.");
  if (pgCode === "23514" || pgCode === "22P02" || pgCode === "22007" || pgCode === "22008") return fail(400, "Invalid input.");
  if (isDatabaseUnavailable(err)) {
    log.warn("database unavailable", { err, path: request && loggablePath(request.url) });
    return fail(503, UNAVAILABLE_MESSAGE, {}, { "Retry-After": "5" });
  }
  log.error("unhandled error in route handler", {
    err,
    method: request?.method,
    path: request && loggablePath(request.url),
  });
  return fail(500, GENERIC_ERROR_MESSAGE);
}

function postgresCode(err: unknown): string | undefined {
  // drizzle wraps driver errors; the PostgreSQL code sits on the error or its cause.
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

const unavailableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "57P01",
  "57P02",
  "57P03",
  "08006",
  "08001",
  "08003",
  "08004",
]);

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && unavailableCodes.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    if (
      typeof message === "string" &&
      /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED|Client has encountered a connection error|is not currently accepting connections/i.test(
        message,
      )
    ) {
      return true;
    }
  }
  return false;
}

/** Reads a JSON body of at most MAX_JSON_BYTES and validates it with the shared schema. */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const raw = (await readLimitedBody(request, MAX_JSON_BYTES)).toString("utf8");
  let parsed: unknown;
  try {
    parsed = raw.length === 0 ? {} : JSON.parse(raw);
  } catch {
    throw new ApiError("bad_request", "The request body is not valid JSON.");
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new ApiError("bad_request", "The request body must be a JSON object.");
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** Reads a request body of at most `max` bytes, refusing more with 413 (declared or streamed). */
export async function readLimitedBody(request: Request, max: number, tooLarge = "The request body is too large."): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > max) throw new ApiError("payload_too_large", tooLarge);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new ApiError("payload_too_large", tooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
