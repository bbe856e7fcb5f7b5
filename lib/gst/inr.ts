// Rupee values of a foreign-currency document (books.md §1). Browser-safe.
import { divideHalfUp } from "./tax";

/** An exchange rate (rupees per unit, at most 4 decimals) as stored: ten-thousandths of a rupee per unit. */
export const EXCHANGE_RATE_SCALE = 10_000;

/**
 * `minor` units of a foreign currency in paise at `rateE4`, rounded half up to the paisa. `exponent` is the
 * currency's minor unit (2 for cents; JPY 0, KWD 3): a yen is a whole unit, so it is worth 100 times a cent's paise.
 */
export function toInrMinor(minor: number, rateE4: number, exponent = 2): number {
  return Number(divideHalfUp(BigInt(minor) * BigInt(rateE4) * 100n, BigInt(EXCHANGE_RATE_SCALE) * 10n ** BigInt(exponent)));
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
export function inrFigures(doc: TaxedFigures, rateE4: number | null, exponent = 2): TaxedFigures {
  if (rateE4 === null) return { ...doc };
  const taxableValueMinor = toInrMinor(doc.taxableValueMinor, rateE4, exponent);
  const cgstMinor = toInrMinor(doc.cgstMinor, rateE4, exponent);
  const sgstMinor = toInrMinor(doc.sgstMinor, rateE4, exponent);
  const igstMinor = toInrMinor(doc.igstMinor, rateE4, exponent);
  return { taxableValueMinor, cgstMinor, sgstMinor, igstMinor, totalMinor: taxableValueMinor + cgstMinor + sgstMinor + igstMinor };
}
