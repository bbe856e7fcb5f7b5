import "server-only";
import { createHmac } from "node:crypto";
import { env } from "./env";

// One key per purpose, derived from SESSION_SECRET (HMAC-SHA256 of a fixed label): a value signed for one purpose
// (a session, a calendar feed, an unsubscribe link, a waitlist confirmation…) never verifies as another.

export type SecretPurpose = "session" | "calendar-feed" | "unsubscribe-link" | "waitlist-confirm" | "otp" | "pay-link" | "quote-accept-link";

const derived = new Map<string, Buffer>();

/** The purpose's key (32 bytes), derived once per secret. Throws when SESSION_SECRET is not configured. */
export function purposeKey(purpose: SecretPurpose): Buffer {
  const secret = env().SESSION_SECRET ?? process.env.SESSION_SECRET;
  if (!secret) throw new Error("SESSION_SECRET is not configured");
  const cacheKey = `${purpose}\u0000${secret}`;
  let key = derived.get(cacheKey);
  if (!key) {
    if (derived.size > 16) derived.clear();
    key = createHmac("sha256", secret).update(`training-portal:${purpose}`).digest();
    derived.set(cacheKey, key);
  }
  return key;
}
