import "server-only";
import { createHash, createHmac, randomBytes } from "node:crypto";
import { env } from "../env";
import { purposeKey } from "../secrets";

// A pay link's token (billing-and-delivery.md §5): an HMAC-SHA256, under the key derived from SESSION_SECRET for this
// purpose only (lib/secrets.ts), of 128 random bits (the nonce). The database keeps the nonce and the token's SHA-256:
// the hash finds the request from a link (an indexed equality on a value that reveals nothing), the nonce lets staff
// see the link again, and neither opens the page without the server's secret.

/** 128 random bits, hex. */
export const newNonce = () => randomBytes(16).toString("hex");

/** The link's token of a nonce: 43 base64url characters. */
export const payToken = (nonce: string) => createHmac("sha256", purposeKey("pay-link")).update(nonce).digest("base64url");

/** What the database looks a token up by. */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** A value that can be a token (anything else names nothing and never reaches the database). */
export const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

export const payUrlOf = (nonce: string) => `${env().APP_URL}/pay/${payToken(nonce)}`;
