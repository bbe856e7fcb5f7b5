import "server-only";
import { sql } from "drizzle-orm";
import { getDb, rowsOf } from "../../db";
import { env } from "../env";
import { ApiError } from "../errors";

export interface RateLimitRule {
  /** What is limited, e.g. "contact:ip". */
  name: string;
  limit: number;
  windowSeconds: number;
  message?: string;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/**
 * Counts one hit against `rule` for `subject` in a fixed window stored in the database, so every instance
 * shares it. RATE_LIMIT_SCALE multiplies the limit (0 turns limits off).
 */
export async function hit(rule: RateLimitRule, subject: string): Promise<RateLimitResult> {
  const scale = env().RATE_LIMIT_SCALE;
  if (scale === 0) return { allowed: true, remaining: Number.POSITIVE_INFINITY, retryAfterSeconds: 0 };
  const limit = Math.max(1, Math.round(rule.limit * scale));
  const key = `${rule.name}:${subject}`;
  const db = await getDb();
  const rows = await db.execute<{ count: number; retry_after: number }>(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, ceil(extract(epoch from (reset_at - now())))::int as retry_after`);
  const [row] = rowsOf<{ count: number; retry_after: number }>(rows);
  const count = Number(row?.count ?? 1);
  const retryAfterSeconds = Math.max(1, Number(row?.retry_after ?? rule.windowSeconds));
  return { allowed: count <= limit, remaining: Math.max(0, limit - count), retryAfterSeconds };
}

/** Like hit(), but throws the API's 429 when the limit is passed. */
export async function enforce(rule: RateLimitRule, subject: string): Promise<void> {
  const result = await hit(rule, subject);
  if (!result.allowed) {
    throw new ApiError("rate_limited", rule.message ?? "Too many requests. Please try again later.", {
      retryAfterSeconds: result.retryAfterSeconds,
    });
  }
}

/** Forgets every counter of `subject` under `rule` (e.g. after a successful sign-in). */
export async function clear(rule: RateLimitRule, subject: string): Promise<void> {
  const db = await getDb();
  await db.execute(sql`delete from rate_limits where key = ${`${rule.name}:${subject}`}`);
}

export async function pruneExpiredRateLimits(): Promise<void> {
  const db = await getDb();
  await db.execute(sql`delete from rate_limits where reset_at < now() - interval '1 hour'`);
}
