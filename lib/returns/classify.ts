// Which GSTR-1 table a document belongs to (books.md §4), in rupees. Pure: the returns, the register check and the
// tests share it.
import type { GstTreatment } from "../../db/schema/_columns";
import { inrFigures, type TaxedFigures } from "../gst/inr";

/** What names an invoice and where its tax falls, stored or as the returns see it. */
interface InvoiceParticulars {
  id: string;
  number: string;
  issuedOn: string;
  gstTreatment: GstTreatment;
  supplyKind: string;
  buyerGstin: string | null;
  placeOfSupply: string;
  supplierStateCode: string | null;
}

/** An invoice as the returns see it: its treatment, place, rate and its figures in paise (foreign ones converted). */
export interface ReturnInvoice extends InvoiceParticulars {
  /** GST percent, e.g. 18 (0 for a zero-rated supply under LUT). */
  rate: number;
  inr: TaxedFigures;
}

/** A credit (`C`) or debit (`D`) note with the invoice it corrects; its table is the invoice's. */
export interface ReturnNote {
  ntty: "C" | "D";
  id: string;
  number: string;
  issuedOn: string;
  inr: TaxedFigures;
  invoice: ReturnInvoice;
}

/** The month's documents the returns count (credit notes that adjust no tax already left out). */
export interface ReturnDocuments {
  invoices: ReturnInvoice[];
  notes: ReturnNote[];
}

export type ReturnTable = "b2b" | "b2cl" | "b2cs" | "exp";

/**
 * B2C Large: an inter-state invoice to an unregistered person whose invoice value is MORE THAN one lakh rupees
 * (CGST Rule 59(4)(a)(ii) as amended by Notification 12/2024-Central Tax from 1 August 2024, GSTN advisory of
 * 3 September 2024): ₹1,00,000.00 itself stays in B2CS.
 */
export const B2CL_LIMIT_PAISE = 1_00_000_00;

/** Whether the place of supply is another state than the supplier's (a supply to an SEZ or abroad always is). */
export function isInterState(invoice: ReturnInvoice): boolean {
  if (invoice.gstTreatment === "sez" || invoice.gstTreatment === "overseas") return true;
  return invoice.supplierStateCode !== null && invoice.placeOfSupply !== invoice.supplierStateCode;
}

/** The table of an invoice, and so of every note against it. */
export function tableOf(invoice: ReturnInvoice): ReturnTable {
  if (invoice.gstTreatment === "registered" || invoice.gstTreatment === "sez") return "b2b";
  if (invoice.gstTreatment === "overseas") return "exp";
  return isInterState(invoice) && invoice.inr.totalMinor > B2CL_LIMIT_PAISE ? "b2cl" : "b2cs";
}

/** B2B invoice type: regular, or SEZ with payment of IGST (SEWP) or under LUT without it (SEWOP). */
export function invoiceTypeOf(invoice: ReturnInvoice): "R" | "SEWP" | "SEWOP" {
  if (invoice.gstTreatment !== "sez") return "R";
  return invoice.supplyKind === "sez_lut" || invoice.inr.igstMinor === 0 ? "SEWOP" : "SEWP";
}

/** An export with payment of IGST, or under LUT without it. */
export const exportTypeOf = (invoice: ReturnInvoice): "WPAY" | "WOPAY" =>
  invoice.supplyKind === "export_lut" || invoice.inr.igstMinor === 0 ? "WOPAY" : "WPAY";

/** Rupees as the return files write them: a number with at most 2 decimals. */
export const rupees = (paise: number): number => Math.round(paise) / 100;

/** YYYY-MM-DD → DD-MM-YYYY, the portal's dates. */
export const portalDate = (iso: string): string => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/** A note's sign in the month's net figures: a credit note takes away, a debit note adds. */
export const signOf = (note: ReturnNote): 1 | -1 => (note.ntty === "C" ? -1 : 1);

/** What a stored document carries (an invoice, credit note or debit note row). */
interface StoredFigures extends TaxedFigures {
  exchangeRateE4: number | null;
}
interface StoredInvoice extends StoredFigures, InvoiceParticulars {
  rateBasisPoints: number;
}
interface StoredNote extends StoredFigures {
  id: string;
  number: string;
  issuedOn: string;
  gstAdjusted?: boolean;
}

/** A document's own figures in paise: a foreign one through its exchange rate (lib/gst/inr.ts, the one rule). */
const inrOf = (d: StoredFigures): TaxedFigures =>
  inrFigures(
    { taxableValueMinor: d.taxableValueMinor, cgstMinor: d.cgstMinor, sgstMinor: d.sgstMinor, igstMinor: d.igstMinor, totalMinor: d.totalMinor },
    d.exchangeRateE4 === null ? null : Number(d.exchangeRateE4),
  );

export function returnInvoiceOf(i: StoredInvoice): ReturnInvoice {
  return {
    id: i.id,
    number: i.number,
    issuedOn: i.issuedOn,
    gstTreatment: i.gstTreatment,
    supplyKind: i.supplyKind,
    buyerGstin: i.buyerGstin,
    placeOfSupply: i.placeOfSupply,
    supplierStateCode: i.supplierStateCode,
    rate: i.rateBasisPoints / 100,
    inr: inrOf(i),
  };
}

/**
 * The month's documents as the returns count them. A credit note issued after the time limit (gstAdjusted false)
 * reduces no tax, so the returns leave it out (books.md §3).
 */
export function returnDocumentsOf(found: {
  invoices: StoredInvoice[];
  creditNotes: { note: StoredNote; invoice: StoredInvoice }[];
  debitNotes: { note: StoredNote; invoice: StoredInvoice }[];
}): ReturnDocuments {
  const note = (ntty: "C" | "D", n: StoredNote, invoice: StoredInvoice): ReturnNote => ({
    ntty,
    id: n.id,
    number: n.number,
    issuedOn: n.issuedOn,
    inr: inrOf(n),
    invoice: returnInvoiceOf(invoice),
  });
  return {
    invoices: found.invoices.map(returnInvoiceOf),
    notes: [
      ...found.creditNotes.filter((c) => c.note.gstAdjusted !== false).map((c) => note("C", c.note, c.invoice)),
      ...found.debitNotes.map((d) => note("D", d.note, d.invoice)),
    ],
  };
}
