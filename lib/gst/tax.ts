// GST on a tax-inclusive price (billing-and-delivery.md §4, books.md §1): one rounding rule, integer minor units.
// Browser-safe.
import { financialYearOf } from "./financial-year";
import { EXPORT_PLACE_OF_SUPPLY } from "./states";
import type { GstTreatment } from "./treatment";

/** Services Accounting Code of commercial training and coaching. */
export const TRAINING_SAC = "999293";

/** The four endorsements a zero-rated or IGST supply to an SEZ or abroad carries (books.md §1, word for word). */
export const ENDORSEMENTS = {
  sez_lut: "SUPPLY MEANT FOR SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS UNDER LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX",
  sez_igst: "SUPPLY MEANT FOR SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS ON PAYMENT OF INTEGRATED TAX",
  export_lut: "SUPPLY MEANT FOR EXPORT UNDER LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX",
  export_igst: "SUPPLY MEANT FOR EXPORT ON PAYMENT OF INTEGRATED TAX",
} as const;

export interface Lut {
  /** The LUT's ARN (COMPANY_LUT). */
  arn: string;
  /** The financial year it was filed for, `2026-27` (COMPANY_LUT_FY). */
  financialYear: string;
}

export interface Supplier {
  /** Null: the company is not registered for GST, and its invoices carry no tax. */
  gstin: string | null;
  stateCode: string | null;
  /** Percent, e.g. 18. */
  rate: number;
  /** The Letter of Undertaking, when one is configured with its year; it applies only to documents of that year. */
  lut: Lut | null;
}

export interface TaxBuyer {
  treatment: GstTreatment;
  /** Two-digit state code, or null when unknown. */
  stateCode: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export type SupplyKind = "unregistered" | "intra_state" | "inter_state" | "export_lut" | "export_igst" | "sez_lut" | "sez_igst";

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
  /** The endorsement the document prints, or null. */
  endorsement: string | null;
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

/** The taxable value in a tax-inclusive total: round(total × 100 / (100 + rate)), half up. */
export const taxableValueOf = (total: number, rate: number): number => Number(divideHalfUp(BigInt(total) * 10000n, 10000n + basisPoints(rate)));

/** Whether the LUT covers a document dated `date` (`YYYY-MM-DD` in the company's zone): only in its own financial year. */
export const lutApplies = (lut: Lut | null, date: string): boolean => lut !== null && lut.financialYear === financialYearOf(date);

/** What kind of supply a sale to `buyer` on `date` is, and where it is supplied (books.md §1). */
export function supplyOf(supplier: Supplier, buyer: TaxBuyer, date: string): { kind: SupplyKind; placeOfSupply: string } {
  const home = supplier.stateCode ?? "";
  const lut = lutApplies(supplier.lut, date);
  if (buyer.treatment === "overseas")
    return { kind: supplier.gstin ? (lut ? "export_lut" : "export_igst") : "unregistered", placeOfSupply: EXPORT_PLACE_OF_SUPPLY };
  const placeOfSupply = buyer.stateCode ?? home;
  if (!supplier.gstin) return { kind: "unregistered", placeOfSupply };
  // A supply to an SEZ is inter-state whatever its state (IGST Act s. 7(5)(b)).
  if (buyer.treatment === "sez") return { kind: lut ? "sez_lut" : "sez_igst", placeOfSupply };
  return { kind: placeOfSupply === home ? "intra_state" : "inter_state", placeOfSupply };
}

/**
 * Splits a tax-inclusive `total` (minor units) as a supply of `kind`: taxable value = round(total × 100 / (100 +
 * rate)), tax = the rest; within the state CGST is half the tax rounded down and SGST the rest, otherwise all IGST;
 * zero-rated (under LUT) and an unregistered supplier: no tax.
 */
export function splitAs(total: number, kind: SupplyKind, placeOfSupply: string, rate: number): TaxSplit {
  const endorsement = kind in ENDORSEMENTS ? ENDORSEMENTS[kind as keyof typeof ENDORSEMENTS] : null;
  if (kind === "unregistered" || kind === "export_lut" || kind === "sez_lut")
    return { kind, placeOfSupply, rate: 0, taxableValue: total, cgst: 0, sgst: 0, igst: 0, total, endorsement };
  const taxableValue = taxableValueOf(total, rate);
  const tax = total - taxableValue;
  const base = { kind, placeOfSupply, rate, taxableValue, total, endorsement };
  if (kind !== "intra_state") return { ...base, cgst: 0, sgst: 0, igst: tax };
  const cgst = Math.floor(tax / 2);
  return { ...base, cgst, sgst: tax - cgst, igst: 0 };
}

/** The tax of a sale of `total` to `buyer` on `date` (the document's date decides whether the LUT applies). */
export function splitTax(total: number, supplier: Supplier, buyer: TaxBuyer, date: string): TaxSplit {
  const { kind, placeOfSupply } = supplyOf(supplier, buyer, date);
  return splitAs(total, kind, placeOfSupply, supplier.rate);
}
