// GSTR-3B tables 3.1(a), 3.1(b) and 3.2 from the same documents as GSTR-1 (books.md §4; the portal fills 3B from
// GSTR-1 since July 2025, so both are built from one classification). Pure.
import type { TaxedFigures } from "../gst/inr";
import { isInterState, rupees, signOf, tableOf, type ReturnDocuments, type ReturnInvoice } from "./classify";

export interface Gstr3b {
  "3.1a": { txval: number; iamt: number; camt: number; samt: number; csamt: number };
  "3.1b": { txval: number; iamt: number; csamt: number };
  "3.2": { pos: string; txval: number; iamt: number }[];
}

const zero = (): TaxedFigures => ({ taxableValueMinor: 0, cgstMinor: 0, sgstMinor: 0, igstMinor: 0, totalMinor: 0 });
const addTo = (sum: TaxedFigures, f: TaxedFigures, sign: number) => {
  for (const k of ["taxableValueMinor", "cgstMinor", "sgstMinor", "igstMinor", "totalMinor"] as const) sum[k] += sign * f[k];
};

/** Zero-rated: exports and supplies to SEZ units, with or without IGST. */
const isZeroRated = (i: ReturnInvoice) => i.gstTreatment === "overseas" || i.gstTreatment === "sez";
/** Inter-state supplies to unregistered persons (B2CL and inter-state B2CS). */
const isUnregisteredInterState = (i: ReturnInvoice) => i.gstTreatment === "unregistered" && isInterState(i);

export function buildGstr3b(docs: ReturnDocuments): Gstr3b {
  const outward = zero();
  const zeroRated = zero();
  const byPlace = new Map<string, TaxedFigures>();
  const entries = [
    ...docs.invoices.map((invoice) => ({ invoice, f: invoice.inr, sign: 1 })),
    ...docs.notes.map((n) => ({ invoice: n.invoice, f: n.inr, sign: signOf(n) })),
  ];
  for (const { invoice, f, sign } of entries) {
    addTo(isZeroRated(invoice) ? zeroRated : outward, f, sign);
    if (isUnregisteredInterState(invoice) && tableOf(invoice) !== "b2b") {
      const place = byPlace.get(invoice.placeOfSupply) ?? zero();
      addTo(place, f, sign);
      byPlace.set(invoice.placeOfSupply, place);
    }
  }
  return {
    "3.1a": {
      txval: rupees(outward.taxableValueMinor),
      iamt: rupees(outward.igstMinor),
      camt: rupees(outward.cgstMinor),
      samt: rupees(outward.sgstMinor),
      csamt: 0,
    },
    "3.1b": { txval: rupees(zeroRated.taxableValueMinor), iamt: rupees(zeroRated.igstMinor), csamt: 0 },
    "3.2": [...byPlace].sort(([a], [b]) => (a < b ? -1 : 1)).map(([pos, f]) => ({ pos, txval: rupees(f.taxableValueMinor), iamt: rupees(f.igstMinor) })),
  };
}
