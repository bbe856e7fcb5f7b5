import "server-only";
import { ApiError } from "../http/api-error";
import { hasAtMostTwoDecimals, salesMessages } from "../validation/sales";

/** Money as the API shows it: `amount` with at most 2 decimals, `currency` an ISO 4217 code. */
export interface Money {
  amount: number;
  currency: string;
}

/** Whole units → integer hundredths (exact: the input has at most 2 decimals, refused otherwise). */
export function toMinor(amount: number): number {
  if (!Number.isFinite(amount) || !hasAtMostTwoDecimals(amount)) throw new ApiError("bad_request", salesMessages.amountDecimals, { fieldErrors: { amount: salesMessages.amountDecimals } });
  return Math.round(amount * 100);
}

/** Integer hundredths → money (the division of an integer by 100 prints with at most 2 decimals). */
export function money(minor: number, currency: string): Money {
  return { amount: minor / 100, currency };
}

/** "INR 25,000.00": the receipt's figures (the PDF's standard fonts have no ₹ sign). */
export function formatMoneyPlain(minor: number, currency: string): string {
  const sign = minor < 0 ? "-" : "";
  const figures = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(minor) / 100);
  return `${sign}${currency} ${figures}`;
}
