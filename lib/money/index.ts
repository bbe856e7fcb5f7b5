import "server-only";
import { ApiError } from "../errors";
import { decimalsMessage, fitsMinorUnit, fromMinorUnits, minorExponent, toMinorUnits } from "../validation/currencies";

/** Money as the API shows it: `amount` in whole units (the currency's minor unit at most), `currency` an ISO 4217 code. */
export interface Money {
  amount: number;
  currency: string;
}

/** Whole units → integer minor units of the currency (exact: finer amounts are refused). */
export function toMinor(amount: number, currency: string): number {
  if (!Number.isFinite(amount) || !fitsMinorUnit(amount, currency)) throw new ApiError("bad_request", decimalsMessage(currency), { fieldErrors: { amount: decimalsMessage(currency) } });
  return toMinorUnits(amount, currency);
}

/** Integer minor units → money. */
export function money(minor: number, currency: string): Money {
  return { amount: fromMinorUnits(minor, currency), currency };
}

/** "INR 25,000.00": the receipt's figures (the PDF's standard fonts have no ₹ sign). */
export function formatMoneyPlain(minor: number, currency: string): string {
  const sign = minor < 0 ? "-" : "";
  const digits = minorExponent(currency);
  const figures = new Intl.NumberFormat("en-IN", { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(fromMinorUnits(Math.abs(minor), currency));
  return `${sign}${currency} ${figures}`;
}
