import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import { oneTimeTokens, type TokenPurpose } from "../../db/schema";

/** Reset links live 1 hour, activation links 24 hours (security.md). */
export const TOKEN_LIFETIME_SECONDS: Record<TokenPurpose, number> = { reset: 60 * 60, activation: 24 * 60 * 60 };

/** 256 bits from the CSPRNG, URL-safe; only its SHA-256 is stored, so a database leak yields no usable link. */
export function newRawToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(raw: string): string {
  return createHash("sha256").update(raw, "utf8").digest("hex");
}

/**
 * Issues a token for `purpose`; earlier unused tokens of the same purpose stop working (only the newest link counts).
 * `lifetimeSeconds` overrides the purpose's lifetime (a booking's invitation to set a password lives 7 days).
 */
export async function issueToken(tx: DbOrTx, userId: string, purpose: TokenPurpose, lifetimeSeconds = TOKEN_LIFETIME_SECONDS[purpose]): Promise<string> {
  await invalidateTokens(tx, userId, purpose);
  const raw = newRawToken();
  await tx.insert(oneTimeTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(raw),
    expiresAt: new Date(Date.now() + lifetimeSeconds * 1000),
  });
  return raw;
}

const usableToken = (raw: string, purpose: TokenPurpose) =>
  and(eq(oneTimeTokens.tokenHash, hashToken(raw)), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, sql`now()`));

/** Whether a token is unused and unexpired (a cheap look before any password work; consumeToken decides). */
export async function isTokenUsable(tx: DbOrTx, raw: string, purpose: TokenPurpose): Promise<boolean> {
  const [row] = await tx.select({ id: oneTimeTokens.id }).from(oneTimeTokens).where(usableToken(raw, purpose)).limit(1);
  return Boolean(row);
}

/**
 * Uses a token once: a single UPDATE … WHERE used_at IS NULL AND unexpired … RETURNING, so two concurrent uses of
 * one link can't both succeed. Undefined for an unknown, used or expired token.
 */
export async function consumeToken(tx: DbOrTx, raw: string, purpose: TokenPurpose): Promise<{ userId: string; createdAt: Date } | undefined> {
  const [row] = await tx
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(usableToken(raw, purpose))
    .returning({ userId: oneTimeTokens.userId, createdAt: oneTimeTokens.createdAt });
  return row;
}

/** Every unused token of the user for `purpose` dies (e.g. reset links when the password changes). */
export async function invalidateTokens(tx: DbOrTx, userId: string, purpose: TokenPurpose): Promise<void> {
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
}
