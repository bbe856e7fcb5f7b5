// GSTIN: the 15-character GST identification number, its official pattern and check character. Browser-safe.
import { isGstStateCode } from "./states";

/** Two digits of the state, the holder's PAN (5 letters, 4 digits, a letter), the entity number, Z, the check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const CODE_POINTS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * The check character of the first 14 characters: each character's value (0–9, A–Z = 10–35) is multiplied by 1 and 2
 * in turn, each product's quotient and remainder by 36 are added up, and the check character is the value that brings
 * the sum to a multiple of 36 (the GSTN's published algorithm, a Luhn mod-36 variant).
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = CODE_POINTS.indexOf(first14[i]!);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CODE_POINTS[(36 - (sum % 36)) % 36]!;
}

/** Upper case and trimmed (lower case is accepted and stored upper case). */
export const normaliseGstin = (value: string): string => value.trim().toUpperCase();

/** Whether a (normalised) GSTIN has the official pattern, a known state code and the right check character. */
export function isValidGstin(value: string): boolean {
  return GSTIN_PATTERN.test(value) && isGstStateCode(value.slice(0, 2)) && gstinCheckCharacter(value.slice(0, 14)) === value[14];
}

/** The state code a GSTIN was issued in. */
export const gstinStateCode = (gstin: string): string => gstin.slice(0, 2);
