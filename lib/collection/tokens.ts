import "server-only";
import { createHash, createHmac, randomBytes } from "node:crypto";
import { env } from "../env";

// A pay link's token (billing-and-delivery.md §5): an HMAC-SHA256, under a key derived from SESSION_SECRET for this
// purpose only, of 128 random bits (the nonce). The database keeps the nonce and the token's SHA-256: the hash finds
// the request from a link (an indexed equality on a value that reveals nothing), the nonce lets staff see the link
// again, and neither opens the page without the server's secret.

let cached: { secret: string; key: Buffer } | undefined;
function signingKey(): Buffer {
  const secret = env().SESSION_SECRET ?? process.env.SESSION_SECRET;
  if (!secret) throw new Error("SESSION_SECRET is not configured");
  if (cached?.secret !== secret) cached = { secret, key: createHmac("sha256", secret).update("training-portal:pay-link").digest() };
  return cached.key;
}

/** 128 random bits, hex. */
export const newNonce = () => randomBytes(16).toString("hex");

/** The link's token of a nonce: 43 base64url characters. */
export const payToken = (nonce: string) => createHmac("sha256", signingKey()).update(nonce).digest("base64url");

/** What the database looks a token up by. */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** A value that can be a token (anything else names nothing and never reaches the database). */
export const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

export const payUrlOf = (nonce: string) => `${env().APP_URL}/pay/${payToken(nonce)}`;
