// Documents for the returns' unit tests: an invoice of a treatment, place and amount split as lib/gst would (18 %,
// the company in Karnataka, 29). Not a test file itself.
import type { GstTreatment } from "@/db/schema/_columns";
import type { ReturnInvoice, ReturnNote } from "@/lib/returns/classify";

export const COMPANY_STATE = "29";
let serial = 0;

export interface InvoiceOptions {
  treatment: GstTreatment;
  /** Place of supply (the buyer's state; 96 abroad). */
  pos?: string;
  /** Tax-inclusive total in paise. */
  totalPaise: number;
  /** Zero-rated under LUT (SEZ or export). */
  lut?: boolean;
  gstin?: string | null;
  number?: string;
  issuedOn?: string;
}

export function invoice(o: InvoiceOptions): ReturnInvoice {
  serial += 1;
  const pos = o.pos ?? (o.treatment === "overseas" ? "96" : COMPANY_STATE);
  const zeroRated = o.lut && (o.treatment === "sez" || o.treatment === "overseas");
  const taxable = zeroRated ? o.totalPaise : Math.round((o.totalPaise * 100) / 118);
  const tax = o.totalPaise - taxable;
  const igst = o.treatment === "sez" || o.treatment === "overseas" || pos !== COMPANY_STATE;
  const cgst = igst ? 0 : Math.floor(tax / 2);
  const kind =
    o.treatment === "sez"
      ? zeroRated
        ? "sez_lut"
        : "sez_igst"
      : o.treatment === "overseas"
        ? zeroRated
          ? "export_lut"
          : "export_igst"
        : igst
          ? "inter_state"
          : "intra_state";
  return {
    id: `inv${serial}`,
    number: o.number ?? `INV/26-27/${String(serial).padStart(4, "0")}`,
    issuedOn: o.issuedOn ?? "2026-05-10",
    gstTreatment: o.treatment,
    supplyKind: kind,
    buyerGstin: o.gstin ?? (o.treatment === "registered" || o.treatment === "sez" ? `${pos}AABCT1234K1Z${serial % 10}` : null),
    placeOfSupply: pos,
    supplierStateCode: COMPANY_STATE,
    rate: zeroRated ? 0 : 18,
    inr: { taxableValueMinor: taxable, cgstMinor: cgst, sgstMinor: igst ? 0 : tax - cgst, igstMinor: igst ? tax : 0, totalMinor: o.totalPaise },
  };
}

/** A note for part of an invoice, split in the invoice's proportion. */
export function note(ntty: "C" | "D", of: ReturnInvoice, totalPaise: number, issuedOn = "2026-05-20"): ReturnNote {
  serial += 1;
  const taxable = of.rate === 0 ? totalPaise : Math.round((totalPaise * 100) / 118);
  const tax = totalPaise - taxable;
  const cgst = of.inr.cgstMinor > 0 ? Math.floor(tax / 2) : 0;
  const sgst = of.inr.cgstMinor > 0 ? tax - cgst : 0;
  return {
    ntty,
    id: `note${serial}`,
    number: `${ntty === "C" ? "CN" : "DN"}/26-27/${String(serial).padStart(4, "0")}`,
    issuedOn,
    invoice: of,
    inr: { taxableValueMinor: taxable, cgstMinor: cgst, sgstMinor: sgst, igstMinor: of.inr.cgstMinor > 0 ? 0 : tax, totalMinor: totalPaise },
  };
}
