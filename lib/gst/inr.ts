// Rupee values of a foreign-currency document (books.md §1). Browser-safe.
import { divideHalfUp } from "./tax";

/** An exchange rate (rupees per unit, at most 4 decimals) as stored: ten-thousandths of a rupee per unit. */
export const EXCHANGE_RATE_SCALE = 10_000;

/** `minor` units of a foreign currency in paise at `rateE4`, rounded half up to the paisa. */
export function toInrMinor(minor: number, rateE4: number): number {
  return Number(divideHalfUp(BigInt(minor) * BigInt(rateE4), BigInt(EXCHANGE_RATE_SCALE)));
}

export interface TaxedFigures {
  taxableValueMinor: number;
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
  totalMinor: number;
}

/**
 * A document's figures in paise. Each figure is converted and rounded on its own and the total is their sum, so the
 * rupee values of a document add up exactly as its own do (the returns sum these per document). An INR document
 * (no rate) is its own figures.
 */
export function inrFigures(doc: TaxedFigures, rateE4: number | null): TaxedFigures {
  if (rateE4 === null) return { ...doc };
  const taxableValueMinor = toInrMinor(doc.taxableValueMinor, rateE4);
  const cgstMinor = toInrMinor(doc.cgstMinor, rateE4);
  const sgstMinor = toInrMinor(doc.sgstMinor, rateE4);
  const igstMinor = toInrMinor(doc.igstMinor, rateE4);
  return { taxableValueMinor, cgstMinor, sgstMinor, igstMinor, totalMinor: taxableValueMinor + cgstMinor + sgstMinor + igstMinor };
}
