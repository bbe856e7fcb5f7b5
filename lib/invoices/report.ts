import "server-only";
import { z } from "zod";
import { supplyKinds, type CreditNote, type DebitNote, type Invoice } from "../../db/schema";
import { download } from "../http/download";
import { toCsv } from "../csv";
import { answer } from "../http/answer-schema";
import { EXCHANGE_RATE_SCALE, inrFigures } from "../gst/inr";
import { fromMinor } from "../money";
import { taxFiguresOf, taxFiguresSchema, type TaxFigures } from "./figures";
import { documentsOfMonth } from "./month-documents";

/** One document of the register, with what GSTR-1 asks of it. */
interface RegisterRow extends TaxFigures {
  _id: string;
  number: string;
  issuedOn: string;
  invoiceNumber: string | null;
  buyerName: string;
  buyerGstin: string | null;
  placeOfSupply: string;
  supplyKind: Invoice["supplyKind"];
  ratePercent: number;
  currency: string;
  /** Rupees per unit ×10⁴ of a foreign-currency document; null for INR. */
  exchangeRateE4: number | null;
  /** False for a credit note past the time limit: it reduces no tax and the totals leave it out. */
  gstAdjusted: boolean;
}

export interface GstRegister {
  month: string;
  invoices: RegisterRow[];
  creditNotes: RegisterRow[];
  debitNotes: RegisterRow[];
  /**
   * Invoices plus debit notes minus the credit notes that adjust tax, in INR (the currency of the return): a
   * foreign-currency document counts in rupees (lib/gst/inr.ts).
   */
  totals: TaxFigures;
}

const rowOfInvoice = (i: Invoice): RegisterRow => ({
  _id: i.id,
  number: i.number,
  issuedOn: i.issuedOn,
  invoiceNumber: null,
  buyerName: i.buyerName,
  buyerGstin: i.buyerGstin,
  placeOfSupply: i.placeOfSupply,
  supplyKind: i.supplyKind,
  ratePercent: i.rateBasisPoints / 100,
  currency: i.currency,
  exchangeRateE4: i.exchangeRateE4 === null ? null : Number(i.exchangeRateE4),
  gstAdjusted: true,
  taxableValueMinor: i.taxableValueMinor,
  cgstMinor: i.cgstMinor,
  sgstMinor: i.sgstMinor,
  igstMinor: i.igstMinor,
  totalMinor: i.totalMinor,
});

const rowOfNote = ({ note: n, invoice }: { note: CreditNote | DebitNote; invoice: Invoice }): RegisterRow => ({
  ...rowOfInvoice(invoice),
  _id: n.id,
  number: n.number,
  issuedOn: n.issuedOn,
  invoiceNumber: invoice.number,
  currency: n.currency,
  exchangeRateE4: n.exchangeRateE4 === null ? null : Number(n.exchangeRateE4),
  gstAdjusted: "gstAdjusted" in n ? n.gstAdjusted : true,
  taxableValueMinor: n.taxableValueMinor,
  cgstMinor: n.cgstMinor,
  sgstMinor: n.sgstMinor,
  igstMinor: n.igstMinor,
  totalMinor: n.totalMinor,
});

/** GET /api/admin/reports/gst: the invoices, credit notes and debit notes issued in a month, and the month's net figures. */
export async function gstRegister(month: string): Promise<GstRegister> {
  const found = await documentsOfMonth(month);
  const invoiceRows = found.invoices.map(rowOfInvoice);
  const creditRows = found.creditNotes.map(rowOfNote);
  const debitRows = found.debitNotes.map(rowOfNote);
  const keys = ["taxableValueMinor", "cgstMinor", "sgstMinor", "igstMinor", "totalMinor"] as const;
  const totals = { taxableValueMinor: 0, cgstMinor: 0, sgstMinor: 0, igstMinor: 0, totalMinor: 0 };
  const add = (r: RegisterRow, sign: 1 | -1) => {
    const inr = inrFigures(r, r.exchangeRateE4);
    for (const k of keys) totals[k] += sign * inr[k];
  };
  for (const r of invoiceRows) add(r, 1);
  for (const r of debitRows) add(r, 1);
  for (const r of creditRows) if (r.gstAdjusted) add(r, -1);
  return { month, invoices: invoiceRows, creditNotes: creditRows, debitNotes: debitRows, totals };
}

const rowSchema = z.object({
  _id: z.string(),
  number: z.string(),
  issuedOn: z.iso.date(),
  invoiceNumber: z.string().nullable().describe("a note's invoice; null for an invoice"),
  buyerName: z.string(),
  buyerGstin: z.string().nullable().describe("null: an unregistered buyer (B2C)"),
  placeOfSupply: z.string().describe("state code, 96 outside India"),
  supplyKind: z.enum(supplyKinds),
  rate: z.number().describe("GST percent"),
  gstAdjusted: z.boolean().describe("false: a credit note past the time limit, left out of the totals and the returns"),
  ...taxFiguresSchema,
});
const rowWire = (r: RegisterRow): z.input<typeof rowSchema> => ({
  _id: r._id,
  number: r.number,
  issuedOn: r.issuedOn,
  invoiceNumber: r.invoiceNumber,
  buyerName: r.buyerName,
  buyerGstin: r.buyerGstin,
  placeOfSupply: r.placeOfSupply,
  supplyKind: r.supplyKind,
  rate: r.ratePercent,
  gstAdjusted: r.gstAdjusted,
  ...taxFiguresOf(r, r.currency),
});

export const gstRegisterAnswer = answer(
  z
    .object({
      invoices: z.array(rowSchema),
      creditNotes: z.array(rowSchema),
      debitNotes: z.array(rowSchema),
      totals: z.object(taxFiguresSchema).describe("invoices plus debit notes minus credit notes that adjust tax, in INR (foreign documents in rupees)"),
    })
    .meta({ id: "GstRegister" }),
  (g: GstRegister) => ({
    invoices: g.invoices.map(rowWire),
    creditNotes: g.creditNotes.map(rowWire),
    debitNotes: g.debitNotes.map(rowWire),
    totals: taxFiguresOf(g.totals, "INR"),
  }),
);

const figures = (minor: number) => fromMinor(minor, "INR").toFixed(2);

/** The register as CSV: one row a document (notes with positive figures, as GSTR-1 lists them), formula-safe. */
export function gstRegisterCsv(g: GstRegister): string {
  const rows: (string | number | null)[][] = [
    [
      "Document",
      "Number",
      "Date",
      "Against invoice",
      "Buyer",
      "Buyer GSTIN",
      "Place of supply",
      "Supply",
      "Rate (%)",
      "Currency",
      "Taxable value",
      "CGST",
      "SGST",
      "IGST",
      "Total",
      // The return counts a foreign document in rupees at its own rate: the accountant reconciles on these.
      "Exchange rate",
      "Taxable value (INR)",
      "CGST (INR)",
      "SGST (INR)",
      "IGST (INR)",
      "Total (INR)",
    ],
  ];
  const push = (kind: string, r: RegisterRow) => {
    const inr = inrFigures(r, r.exchangeRateE4);
    rows.push([
      kind,
      r.number,
      r.issuedOn,
      r.invoiceNumber ?? "",
      r.buyerName,
      r.buyerGstin ?? "",
      r.placeOfSupply,
      r.supplyKind,
      r.ratePercent,
      r.currency,
      figures(r.taxableValueMinor),
      figures(r.cgstMinor),
      figures(r.sgstMinor),
      figures(r.igstMinor),
      figures(r.totalMinor),
      r.exchangeRateE4 === null ? "" : r.exchangeRateE4 / EXCHANGE_RATE_SCALE,
      figures(inr.taxableValueMinor),
      figures(inr.cgstMinor),
      figures(inr.sgstMinor),
      figures(inr.igstMinor),
      figures(inr.totalMinor),
    ]);
  };
  for (const r of g.invoices) push("Invoice", r);
  for (const r of g.creditNotes) push(r.gstAdjusted ? "Credit note" : "Credit note (no GST adjustment)", r);
  for (const r of g.debitNotes) push("Debit note", r);
  return toCsv(rows);
}

export function gstRegisterCsvResponse(g: GstRegister): Response {
  return download(gstRegisterCsv(g), { filename: `gst-register-${g.month}.csv`, type: "text/csv" });
}
