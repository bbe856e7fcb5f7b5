// Money, once (browser-safe): integer minor units in, the API's `{ amount, currency }` out, and the one formatter
// people read figures through. Nothing here divides by 100 by hand: the currency's minor unit decides.
import { z } from "zod";
import { ApiError } from "../errors";
import { decimalsMessage, fitsMinorUnit, fromMinorUnits, minorExponent, toMinorUnits } from "../validation/currencies";
import { numberFormat } from "../intl-cache";

/** Money as the API shows it: `amount` in whole units (the currency's minor unit at most), `currency` an ISO 4217 code. */
export interface Money {
  amount: number;
  currency: string;
}

/** Whole units → integer minor units of the currency (exact: finer amounts are refused). */
export function toMinor(amount: number, currency: string): number {
  if (!Number.isFinite(amount) || !fitsMinorUnit(amount, currency))
    throw new ApiError("bad_request", decimalsMessage(currency), { fieldErrors: { amount: decimalsMessage(currency) } });
  return toMinorUnits(amount, currency);
}

/** Integer minor units → whole units of the currency (for a form's amount field or a QR code). */
export const fromMinor = (minor: number, currency: string): number => fromMinorUnits(minor, currency);

/** Integer minor units → money. */
export function money(minor: number, currency: string): Money {
  return { amount: fromMinorUnits(minor, currency), currency };
}

/** Money on the wire (the OpenAPI component "Money"). */
export const moneySchema = z.object({ amount: z.number().describe("at most 2 decimals"), currency: z.string().describe("ISO 4217") }).meta({ id: "Money" });

/**
 * Integer minor units as people read them, en-IN grouping and the currency's sign: "₹25,000.50", "¥499".
 * `exact` (the default) always shows the currency's decimals ("₹25,000.00"); `short` drops them on a whole
 * amount ("₹25,000", a course's price).
 */
export function formatMinor(minor: number, currency: string, style: "exact" | "short" = "exact"): string {
  const units = fromMinorUnits(minor, currency);
  const digits = style === "short" && Number.isInteger(units) ? 0 : minorExponent(currency);
  return numberFormat("en-IN", { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(units);
}

/** Money as the API answers it (whole units), through the same formatter. */
export const formatMoney = (amount: number, currency: string): string => formatMinor(toMinorUnits(amount, currency), currency);

/** "INR 25,000.00": the receipt's figures (the PDF's standard fonts have no ₹ sign). */
export function formatMoneyPlain(minor: number, currency: string): string {
  const sign = minor < 0 ? "-" : "";
  const digits = minorExponent(currency);
  const figures = numberFormat("en-IN", { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(fromMinorUnits(Math.abs(minor), currency));
  return `${sign}${currency} ${figures}`;
}
