import "server-only";
import { randomBytes } from "node:crypto";

const ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";

/** A certificate's id: 160 random bits as 32 base32 letters and digits (the public URL must be unguessable). */
export function newCertificateId(): string {
  const bytes = randomBytes(20);
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/** Could this be a certificate id? (Anything else is a 404 without asking the database.) */
export const isCertificateId = (value: string) => /^[A-Za-z0-9]{22,64}$/.test(value);
