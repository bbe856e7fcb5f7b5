// Money and statuses as people read them (browser-safe: the console's and the portal's components use it).
import { fromMinorUnits, minorExponent } from "../validation/currencies";
import { bookingStatusLabels, type BookingStatus } from "../validation/sales";

const formatters = new Map<string, Intl.NumberFormat>();

/** "₹25,000.50" (en-IN grouping, the currency's sign; as many decimals as the currency's minor unit, JPY none). */
export function formatMoney(amount: number, currency: string): string {
  let f = formatters.get(currency);
  if (!f) {
    const digits = minorExponent(currency);
    f = new Intl.NumberFormat("en-IN", { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(currency, f);
  }
  return f.format(amount);
}

/** "5 Jan 2026" from YYYY-MM-DD. */
export function formatDay(date: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}

export const statusLabel = (status: BookingStatus) => bookingStatusLabels[status];

/** The pill colour of a booking status. */
export const statusTone: Record<BookingStatus, string> = {
  awaiting_payment: "bg-amber-100 text-amber-900 ring-amber-300",
  paid: "bg-green-100 text-green-800 ring-green-300",
  cancelled: "bg-slate-200 text-slate-700 ring-slate-300",
  refunded: "bg-slate-200 text-slate-700 ring-slate-300",
};

/** Integer minor units of the currency, as people read them. */
export const formatMinor = (minor: number, currency: string) => formatMoney(fromMinorUnits(minor, currency), currency);
