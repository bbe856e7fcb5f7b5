import "server-only";
import { createHash } from "node:crypto";
import { and, eq, isNull, lt } from "drizzle-orm";
import { getDb } from "../../db";
import { idempotencyKeys } from "../../db/schema";
import { now as clockNow } from "../clock";
import { ApiError } from "../errors";

// Idempotency-Key, one mechanism for every route that opts in with `idempotent: true` in its
// defineRoute declaration (lib/http/contract.ts does the rest). A request carrying the header is claimed by
// inserting its (scope, key) row first; the first successful answer is stored, and a repeat of the same key with
// the same request within 24 hours gets that answer again (header Idempotent-Replayed: true) and runs nothing.
// The scope is the caller's account, the method and the path, so keys never meet across accounts or records.
// A refused or failed request is not remembered (its row goes), so a corrected retry may use the same key.

export const IDEMPOTENCY_HEADER = "idempotency-key";
export const IDEMPOTENCY_WINDOW_MS = 24 * 3_600_000;

export const idempotencyMessages = {
  invalidKey: "Idempotency-Key must be 1 to 200 visible characters.",
  otherRequest: "This Idempotency-Key was already used for another request.",
  inProgress: "A request with this Idempotency-Key is still being handled. Try again in a moment.",
} as const;

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** What identifies "the same request": the parsed query and body, hashed. */
export const fingerprintOf = (value: unknown) =>
  createHash("sha256")
    .update(JSON.stringify(value ?? null))
    .digest("base64url");

/**
 * Runs `produce` once per (scope, key) within 24 hours. `key` is the header's value (null: no header, just run).
 */
export async function withIdempotencyKey(scope: string, key: string | null, fingerprint: string, produce: () => Promise<Response>): Promise<Response> {
  if (key === null) return produce();
  if (!KEY_PATTERN.test(key)) throw new ApiError("bad_request", idempotencyMessages.invalidKey);
  const db = await getDb();
  const now = clockNow();
  const expired = new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS);
  // Rows older than the window are forgotten (this one's too, so it can be claimed again).
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expired));
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ scope, key, fingerprint, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    if (!row) throw new ApiError("conflict", idempotencyMessages.inProgress);
    if (row.fingerprint !== fingerprint) throw new ApiError("conflict", idempotencyMessages.otherRequest);
    if (row.status === null) throw new ApiError("conflict", idempotencyMessages.inProgress);
    return new Response(row.body, { status: row.status, headers: { "Content-Type": row.contentType ?? "application/json", "Idempotent-Replayed": "true" } });
  }
  const forget = () => db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), isNull(idempotencyKeys.status)));
  let response: Response;
  try {
    response = await produce();
  } catch (err) {
    await forget();
    throw err;
  }
  if (!response.ok) {
    await forget();
    return response;
  }
  const body = await response.clone().text();
  await db
    .update(idempotencyKeys)
    .set({ status: response.status, contentType: response.headers.get("content-type"), body })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return response;
}
