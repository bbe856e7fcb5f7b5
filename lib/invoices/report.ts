import "server-only";
import { z } from "zod";
import { supplyKinds, type Invoice } from "../../db/schema";
import { download } from "../http/download";
import { toCsv } from "../csv";
import { answer } from "../http/contract";
import { fromMinor } from "../money";
import { documentsIssuedBetween } from "./documents";
import { taxFiguresOf, taxFiguresSchema, type TaxFigures } from "./figures";

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
}

export interface GstRegister {
  month: string;
  invoices: RegisterRow[];
  creditNotes: RegisterRow[];
  /** Invoices minus credit notes, in INR (the currency of the return). */
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
  taxableValueMinor: i.taxableValueMinor,
  cgstMinor: i.cgstMinor,
  sgstMinor: i.sgstMinor,
  igstMinor: i.igstMinor,
  totalMinor: i.totalMinor,
});

const nextMonth = (month: string) => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
};

/** GET /api/admin/reports/gst: the invoices and credit notes issued in a month, and the month's net figures. */
export async function gstRegister(month: string): Promise<GstRegister> {
  const found = await documentsIssuedBetween(`${month}-01`, nextMonth(month));
  const invoiceRows = found.invoices.map(rowOfInvoice);
  const creditRows = found.creditNotes.map(({ note: n, invoice }) => ({
    ...rowOfInvoice(invoice),
    _id: n.id,
    number: n.number,
    issuedOn: n.issuedOn,
    invoiceNumber: invoice.number,
    currency: n.currency,
    taxableValueMinor: n.taxableValueMinor,
    cgstMinor: n.cgstMinor,
    sgstMinor: n.sgstMinor,
    igstMinor: n.igstMinor,
    totalMinor: n.totalMinor,
  }));
  const keys = ["taxableValueMinor", "cgstMinor", "sgstMinor", "igstMinor", "totalMinor"] as const;
  const totals = { taxableValueMinor: 0, cgstMinor: 0, sgstMinor: 0, igstMinor: 0, totalMinor: 0 };
  for (const r of invoiceRows) if (r.currency === "INR") for (const k of keys) totals[k] += r[k];
  for (const r of creditRows) if (r.currency === "INR") for (const k of keys) totals[k] -= r[k];
  return { month, invoices: invoiceRows, creditNotes: creditRows, totals };
}

const rowSchema = z.object({
  _id: z.string(),
  number: z.string(),
  issuedOn: z.iso.date(),
  invoiceNumber: z.string().nullable().describe("a credit note's invoice; null for an invoice"),
  buyerName: z.string(),
  buyerGstin: z.string().nullable().describe("null: an unregistered buyer (B2C)"),
  placeOfSupply: z.string().describe("state code, 96 outside India"),
  supplyKind: z.enum(supplyKinds),
  rate: z.number().describe("GST percent"),
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
  ...taxFiguresOf(r, r.currency),
});

export const gstRegisterAnswer = answer(
  z
    .object({
      invoices: z.array(rowSchema),
      creditNotes: z.array(rowSchema),
      totals: z.object(taxFiguresSchema).describe("invoices minus credit notes, INR documents"),
    })
    .meta({ id: "GstRegister" }),
  (g: GstRegister) => ({
    invoices: g.invoices.map(rowWire),
    creditNotes: g.creditNotes.map(rowWire),
    totals: taxFiguresOf(g.totals, "INR"),
  }),
);

const figures = (minor: number) => fromMinor(minor, "INR").toFixed(2);

/** The register as CSV: one row a document (credit notes with positive figures, as GSTR-1 lists them), formula-safe. */
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
    ],
  ];
  const push = (kind: string, r: RegisterRow) =>
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
    ]);
  for (const r of g.invoices) push("Invoice", r);
  for (const r of g.creditNotes) push("Credit note", r);
  return toCsv(rows);
}

export function gstRegisterCsvResponse(g: GstRegister): Response {
  return download(gstRegisterCsv(g), { filename: `gst-register-${g.month}.csv`, type: "text/csv" });
}
