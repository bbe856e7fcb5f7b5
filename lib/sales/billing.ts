import "server-only";
import { company } from "../company";
import { ApiError } from "../errors";
import { toInrMinor } from "../gst/inr";
import { minorExponent } from "../validation/currencies";
import { taxableValueOf } from "../gst/tax";
import type { GstTreatment } from "../gst/treatment";
import { gstBuyerMessages, needsNamedBuyer } from "../validation/gst-buyer";

/** What a sale's billing rules look at (a booking or a quote, its buyer's data resolved: the organisation's when it has one). */
export interface SaleBilling {
  treatment: GstTreatment;
  address: string;
  stateCode: string | null;
  currency: string;
  totalMinor: number;
  exchangeRateE4: number | null;
}

const fieldError = (field: string, message: string) => new ApiError("bad_request", message, { fieldErrors: { [field]: message } });

/**
 * The rules a sale's money puts on its buyer (books.md §1), checked on creating and repricing bookings and quotes:
 * a foreign currency needs its exchange rate; a taxable value of ₹50,000 or more to an unregistered buyer needs
 * the buyer's address and state (CGST Rules, rule 46). `fields` names where each problem is reported.
 */
export function checkSaleBilling(sale: SaleBilling, fields: { exchangeRate: string; address: string }): void {
  if (sale.currency !== "INR" && sale.exchangeRateE4 === null) throw fieldError(fields.exchangeRate, gstBuyerMessages.exchangeRate);
  const taxable = taxableValueOf(sale.totalMinor, company().rate);
  const taxableInr = sale.exchangeRateE4 === null ? taxable : toInrMinor(taxable, sale.exchangeRateE4, minorExponent(sale.currency));
  if (needsNamedBuyer(sale.treatment, taxableInr) && (!sale.address.trim() || !sale.stateCode))
    throw fieldError(fields.address, gstBuyerMessages.largeSaleAddress);
}
