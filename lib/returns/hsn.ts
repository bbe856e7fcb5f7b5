// GSTR-1 Table 12, the HSN-wise summary, split B2B / B2C as the portal asks from May 2025 (GSTN advisory on Table 12):
// supplies to registered persons and SEZ units and their notes in hsn_b2b; unregistered persons, exports and their
// notes in hsn_b2c. Net of notes. Pure.
import type { TaxedFigures } from "../gst/inr";
import { rupees, signOf, tableOf, type ReturnDocuments, type ReturnInvoice } from "./classify";

/** One rate's figures as the portal's GSTR-1 JSON writes them, in an item's details and an HSN row alike. */
export interface PortalRateFigures {
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}

export interface HsnRow extends PortalRateFigures {
  num: number;
  hsn_sc: string;
  desc: string;
  uqc: "NA";
  qty: 0;
}

/** What SAC 999293 is called in the portal's list. */
export const TRAINING_SAC_DESCRIPTION = "Commercial training and coaching services";

const zero = (): TaxedFigures => ({ taxableValueMinor: 0, cgstMinor: 0, sgstMinor: 0, igstMinor: 0, totalMinor: 0 });

function rowsOf(entries: { invoice: ReturnInvoice; f: TaxedFigures; sign: number }[], sac: string): HsnRow[] {
  const byRate = new Map<number, TaxedFigures>();
  for (const { invoice, f, sign } of entries) {
    const sum = byRate.get(invoice.rate) ?? zero();
    for (const k of ["taxableValueMinor", "cgstMinor", "sgstMinor", "igstMinor", "totalMinor"] as const) sum[k] += sign * f[k];
    byRate.set(invoice.rate, sum);
  }
  return [...byRate].map(([rt, f], index) => ({
    num: index + 1,
    hsn_sc: sac,
    desc: TRAINING_SAC_DESCRIPTION,
    uqc: "NA",
    qty: 0,
    rt,
    txval: rupees(f.taxableValueMinor),
    iamt: rupees(f.igstMinor),
    camt: rupees(f.cgstMinor),
    samt: rupees(f.sgstMinor),
    csamt: 0,
  }));
}

export function hsnSummary(docs: ReturnDocuments, sac: string): { hsn_b2b: HsnRow[]; hsn_b2c: HsnRow[] } {
  const entries = [
    ...docs.invoices.map((invoice) => ({ invoice, f: invoice.inr, sign: 1 })),
    ...docs.notes.map((n) => ({ invoice: n.invoice, f: n.inr, sign: signOf(n) })),
  ];
  return {
    hsn_b2b: rowsOf(
      entries.filter((e) => tableOf(e.invoice) === "b2b"),
      sac,
    ),
    hsn_b2c: rowsOf(
      entries.filter((e) => tableOf(e.invoice) !== "b2b"),
      sac,
    ),
  };
}
