import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "../env";
import { purposeKey } from "../secrets";

// The accept link's token (billing-and-delivery.md §3): `<quoteId>.<mac>`, the mac an HMAC-SHA256 of the id and a
// random 128-bit nonce stored with the quote, under the key derived from SESSION_SECRET for this purpose only
// (lib/secrets.ts). The token itself is never stored, so a copy of the database accepts no quote; without the key no
// one can forge one.

const mac = (quoteId: string, nonce: string) => createHmac("sha256", purposeKey("quote-accept-link")).update(`${quoteId}.${nonce}`).digest("base64url");

/** 128 random bits, stored with the quote. */
export const newTokenNonce = () => randomBytes(16).toString("base64url");

export const quoteToken = (quoteId: string, nonce: string) => `${quoteId}.${mac(quoteId, nonce)}`;

/** The quote id a token names (not yet verified). */
export function quoteIdOfToken(token: string): string | null {
  const match = /^([A-Za-z0-9]{1,64})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return match ? match[1]! : null;
}

/** Whether the token is the quote's (constant time). */
export function tokenMatches(token: string, quoteId: string, nonce: string): boolean {
  const expected = Buffer.from(quoteToken(quoteId, nonce));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const acceptUrlOf = (quoteId: string, nonce: string) => `${env().APP_URL}/quotes/${quoteToken(quoteId, nonce)}`;
