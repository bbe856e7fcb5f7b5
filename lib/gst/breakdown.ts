// The GST breakdown under a document's total (billing-and-delivery.md §4, books.md §1): the taxable value, then the
// tax as this kind of supply is charged it. Every PDF and page draws these rows, so a label is worded once.
// Browser-safe.
import type { SupplyKind, TaxSplit } from "./tax";

/** A document's or a split's figures in minor units. */
export interface TaxedAmounts {
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface BreakdownRow {
  label: string;
  /** Minor units. */
  amount: number;
}

/** How a rate is written: with "@" on a printed document ("CGST @ 9%"), plain on a page ("CGST 9%"). */
export type BreakdownStyle = "document" | "page";

/** Why a zero-rated supply carries no IGST, as its row says. */
const zeroRated: Partial<Record<SupplyKind, string>> = { export_lut: "zero-rated export", sez_lut: "zero-rated, SEZ" };

/** "9%", "6.25%", "0.125%": a rate in hundredths of a percent, exactly (half of an odd rate keeps its third decimal). */
export const percentOfBasisPoints = (basisPoints: number): string => `${Number((basisPoints / 100).toFixed(3))}%`;

/** The rows of a supply of `kind` at `rateBasisPoints` (18% → 1800): within the state CGST and SGST at half each. */
export function gstBreakdown(supply: { kind: SupplyKind; rateBasisPoints: number }, amounts: TaxedAmounts, style: BreakdownStyle = "document"): BreakdownRow[] {
  const at = (tax: string, basisPoints: number) => `${tax}${style === "document" ? " @ " : " "}${percentOfBasisPoints(basisPoints)}`;
  const rows: BreakdownRow[] = [{ label: "Taxable value", amount: amounts.taxableValue }];
  const half = supply.rateBasisPoints / 2;
  switch (supply.kind) {
    case "intra_state":
      rows.push({ label: at("CGST", half), amount: amounts.cgst }, { label: at("SGST", half), amount: amounts.sgst });
      break;
    case "inter_state":
    case "export_igst":
    case "sez_igst":
      rows.push({ label: at("IGST", supply.rateBasisPoints), amount: amounts.igst });
      break;
    case "export_lut":
    case "sez_lut":
      rows.push({ label: `${at("IGST", 0)} (${zeroRated[supply.kind]})`, amount: 0 });
      break;
    case "unregistered":
      break;
  }
  return rows;
}

/** The breakdown of a split (a quote's total): its rate is a percent. */
export const breakdownOfSplit = (split: TaxSplit, style: BreakdownStyle = "document"): BreakdownRow[] =>
  gstBreakdown({ kind: split.kind, rateBasisPoints: Math.round(split.rate * 100) }, split, style);
