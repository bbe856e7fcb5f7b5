// GST on a tax-inclusive price (billing-and-delivery.md §4): one rounding rule, integer minor units. Browser-safe.
import { EXPORT_PLACE_OF_SUPPLY } from "./states";

/** Services Accounting Code of commercial training and coaching. */
export const TRAINING_SAC = "999293";
export const LUT_DECLARATION = "Supply meant for export under LUT without payment of IGST";

export interface Supplier {
  /** Null: the company is not registered for GST, and its invoices carry no tax. */
  gstin: string | null;
  stateCode: string | null;
  /** Percent, e.g. 18. */
  rate: number;
  /** Exports under a Letter of Undertaking: zero-rated, no IGST. */
  hasLut: boolean;
}

export interface Recipient {
  /** Two-digit state code, or null when unknown. */
  stateCode: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export type SupplyKind = "unregistered" | "intra_state" | "inter_state" | "export_lut" | "export_igst";

export interface TaxSplit {
  kind: SupplyKind;
  /** The state code, or "96" for a place outside India. */
  placeOfSupply: string;
  rate: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

/** Half up, on integers: `numerator / denominator` rounded to the nearest integer, halves away from zero for positives. */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (2n * n + d) / (2n * d);
  return negative ? -q : q;
}

/** The rate in hundredths of a percent (18 → 1800; 12.5 → 1250), exact for rates with at most two decimals. */
const basisPoints = (rate: number): bigint => BigInt(Math.round(rate * 100));

/**
 * Splits a tax-inclusive `total` (minor units): taxable value = round(total × 100 / (100 + rate)), tax = the rest.
 * Within the company's state (or an unknown Indian state): CGST is half the tax rounded down, SGST the rest; another
 * Indian state: IGST; a buyer outside India: no tax under LUT, else IGST; an unregistered company: no tax.
 */
export function splitTax(total: number, supplier: Supplier, recipient: Recipient): TaxSplit {
  const abroad = recipient.country !== "IN";
  const placeOfSupply = abroad ? EXPORT_PLACE_OF_SUPPLY : (recipient.stateCode ?? supplier.stateCode ?? "");
  const untaxed = (kind: SupplyKind): TaxSplit => ({ kind, placeOfSupply, rate: 0, taxableValue: total, cgst: 0, sgst: 0, igst: 0, total });
  if (!supplier.gstin) return untaxed("unregistered");
  if (abroad && supplier.hasLut) return untaxed("export_lut");

  const taxableValue = Number(divideHalfUp(BigInt(total) * 10000n, 10000n + basisPoints(supplier.rate)));
  const tax = total - taxableValue;
  const base = { placeOfSupply, rate: supplier.rate, taxableValue, total };
  if (abroad) return { ...base, kind: "export_igst", cgst: 0, sgst: 0, igst: tax };
  const intraState = recipient.stateCode === null || recipient.stateCode === supplier.stateCode;
  if (!intraState) return { ...base, kind: "inter_state", cgst: 0, sgst: 0, igst: tax };
  const cgst = Math.floor(tax / 2);
  return { ...base, kind: "intra_state", cgst, sgst: tax - cgst, igst: 0 };
}
