import "server-only";
import { z } from "zod";
import type { CreditNote, DebitNote, Invoice } from "../../db/schema";
import { creditNoteReasons } from "../../db/schema";
import { answer, instant } from "../http/answer-schema";
import { moneySchema } from "../money";
import { bookingSchema, bookingWire } from "../sales/answers";
import { money } from "../money";
import { amountInWords } from "../sales/receipts";
import type { SalesBooking } from "../sales/types";
import { inrFigures } from "../gst/inr";
import { gstTreatmentNames } from "../gst/treatment";
import { rateOfE4 } from "../validation/gst-buyer";
import { minorExponent } from "../validation/currencies";
import { taxFiguresOf, taxFiguresSchema, type TaxFigures } from "./figures";
import { creditNotePdfPath, debitNotePdfPath, invoicePdfPath, type BookingDocuments } from "./documents";

// The API's shapes of tax invoices and credit notes (billing-and-delivery.md §4), here and only here.

/** What every tax document carries for GST and accounts payable (books.md §1). */
const payableSchema = {
  gstTreatment: z.enum(gstTreatmentNames).describe("how GST treated the buyer"),
  endorsement: z.string().nullable().describe("the SEZ or export endorsement, null when none"),
  reverseCharge: z.literal(false).describe("tax payable on reverse charge: never, for this supply"),
  purchaseOrder: z.string().describe('the buyer\'s purchase order, "" when none'),
  dueOn: z.iso.date().nullable().describe("the issue date plus the booking's paymentTermsDays"),
  exchangeRate: z.number().nullable().describe("rupees per unit of a foreign currency; null for INR"),
  inr: z
    .object({ taxableValue: moneySchema, igst: moneySchema, total: moneySchema })
    .nullable()
    .describe("a foreign-currency document's figures in rupees, each rounded half up to the paisa; null for INR"),
};

type PayableFields = Pick<Invoice, "gstTreatment" | "endorsement" | "purchaseOrder" | "dueOn" | "exchangeRateE4" | "currency">;

const payableOf = (d: PayableFields, figures: TaxFigures) => {
  const inr = d.exchangeRateE4 === null || d.currency === "INR" ? null : inrFigures(figures, Number(d.exchangeRateE4), minorExponent(d.currency));
  return {
    gstTreatment: d.gstTreatment,
    endorsement: d.endorsement,
    reverseCharge: false as const,
    purchaseOrder: d.purchaseOrder,
    dueOn: d.dueOn,
    exchangeRate: inr ? rateOfE4(Number(d.exchangeRateE4)) : null,
    inr: inr ? { taxableValue: money(inr.taxableValueMinor, "INR"), igst: money(inr.igstMinor, "INR"), total: money(inr.totalMinor, "INR") } : null,
  };
};

const invoiceSchema = z
  .object({
    _id: z.string(),
    number: z.string().describe("INV/<yy>-<yy>/<4+ digits>, gap-free within the financial year"),
    bookingId: z.string(),
    issuedOn: z.iso.date(),
    replacedBy: z.string().nullable().describe("the number of the invoice that replaced this one when re-issued; null for the current one"),
    supplier: z.object({ name: z.string(), address: z.string(), gstin: z.string().nullable(), stateCode: z.string().nullable() }),
    buyer: z.object({
      name: z.string(),
      address: z.string(),
      gstin: z.string().nullable(),
      stateCode: z.string().nullable(),
      country: z.string().describe("ISO 3166-1 alpha-2"),
    }),
    placeOfSupply: z.string().describe("the GST state code, or 96 outside India"),
    lines: z.array(
      z.object({
        description: z.string(),
        sac: z.string().describe("999293"),
        quantity: z.number().int().describe("seats"),
        unitPrice: moneySchema.describe("per seat, tax inclusive"),
        unitTaxableValue: moneySchema.describe("per seat, without tax"),
        taxableValue: moneySchema,
      }),
    ),
    ...taxFiguresSchema,
    ...payableSchema,
    totalInWords: z.string(),
    pdfUrl: z.string(),
    createdAt: instant,
  })
  .meta({ id: "Invoice" });

// The rows' number, booking, issue date (and an invoice's place of supply, a note's reason and note) pass as they are;
// the mappers name what the API renames or converts, and the schema keeps only the fields it names.
const invoiceWire = (i: Invoice): z.input<typeof invoiceSchema> => ({
  ...i,
  _id: i.id,
  supplier: { name: i.supplierName, address: i.supplierAddress, gstin: i.supplierGstin, stateCode: i.supplierStateCode },
  buyer: { name: i.buyerName, address: i.buyerAddress, gstin: i.buyerGstin, stateCode: i.buyerStateCode, country: i.buyerCountry },
  lines: [
    {
      description: i.description,
      sac: i.sac,
      quantity: i.quantity,
      unitPrice: money(i.unitPriceMinor, i.currency),
      unitTaxableValue: money(i.unitTaxableValueMinor, i.currency),
      taxableValue: money(i.taxableValueMinor, i.currency),
    },
  ],
  ...taxFiguresOf(i, i.currency),
  ...payableOf(i, i),
  totalInWords: amountInWords(i.totalMinor, i.currency),
  pdfUrl: invoicePdfPath(i.id),
  createdAt: i.createdAt.toISOString(),
});

export const invoiceAnswer = answer(invoiceSchema, invoiceWire);

const creditNoteSchema = z
  .object({
    _id: z.string(),
    number: z.string().describe("CN/<yy>-<yy>/<4+ digits>"),
    invoiceNumber: z.string(),
    bookingId: z.string(),
    issuedOn: z.iso.date(),
    reason: z.enum(creditNoteReasons).describe("refund, price_reduced, cancelled or reissued"),
    note: z.string().describe("a refund's or a re-issue's reason"),
    ...taxFiguresSchema,
    gstAdjusted: z
      .boolean()
      .describe("false when issued after 30 November following the end of its invoice's financial year: it reduces no tax (taxes 0, taxable value its total)"),
    ...payableSchema,
    pdfUrl: z.string(),
    createdAt: instant,
  })
  .meta({ id: "CreditNote" });

const creditNoteWire = (n: CreditNote & { invoiceNumber: string }): z.input<typeof creditNoteSchema> => ({
  ...n,
  _id: n.id,
  ...taxFiguresOf(n, n.currency),
  ...payableOf(n, n),
  pdfUrl: creditNotePdfPath(n.id),
  createdAt: n.createdAt.toISOString(),
});

export const creditNoteAnswer = answer(creditNoteSchema, creditNoteWire);

const debitNoteSchema = z
  .object({
    _id: z.string(),
    number: z.string().describe("DN/<yy>-<yy>/<4+ digits>, gap-free within the financial year"),
    invoiceNumber: z.string(),
    bookingId: z.string(),
    issuedOn: z.iso.date(),
    reason: z.string(),
    ...taxFiguresSchema,
    ...payableSchema,
    pdfUrl: z.string(),
    createdAt: instant,
  })
  .meta({ id: "DebitNote" });

const debitNoteWire = (n: DebitNote & { invoiceNumber: string }): z.input<typeof debitNoteSchema> => ({
  ...n,
  _id: n.id,
  ...taxFiguresOf(n, n.currency),
  ...payableOf(n, n),
  pdfUrl: debitNotePdfPath(n.id),
  createdAt: n.createdAt.toISOString(),
});

export const debitNoteAnswer = answer(debitNoteSchema, debitNoteWire);

/** The number of the invoice a note of this booking is against (a re-issued invoice keeps its notes). */
const invoiceNumberOf = (documents: BookingDocuments, invoiceId: string) => documents.invoices.find((i) => i.id === invoiceId)!.number;

/** GET /api/admin/bookings/{id}: the booking with its invoice (or null), every invoice it had, and its notes. */
export const bookingWithDocumentsAnswer = answer(
  bookingSchema
    .extend({
      invoice: invoiceSchema.nullable().describe("the current invoice; null until invoiced"),
      invoices: z.array(invoiceSchema).describe("every invoice of the booking, oldest first; a re-issued one carries replacedBy"),
      creditNotes: z.array(creditNoteSchema),
      debitNotes: z.array(debitNoteSchema),
    })
    .meta({ id: "BookingWithDocuments" }),
  ({ booking, documents }: { booking: SalesBooking; documents: BookingDocuments }) => ({
    ...bookingWire(booking),
    invoice: documents.invoice ? invoiceWire(documents.invoice) : null,
    invoices: documents.invoices.map(invoiceWire),
    creditNotes: documents.creditNotes.map((n) => creditNoteWire({ ...n, invoiceNumber: invoiceNumberOf(documents, n.invoiceId) })),
    debitNotes: documents.debitNotes.map((n) => debitNoteWire({ ...n, invoiceNumber: invoiceNumberOf(documents, n.invoiceId) })),
  }),
);

/** POST /api/admin/invoices/{id}/reissue: the credit note that cancels the old invoice and the invoice that replaces it. */
export const reissueAnswer = answer(
  z.object({ creditNote: creditNoteSchema, invoice: invoiceSchema }).meta({ id: "InvoiceReissue" }),
  ({ creditNote, invoice, replaced }: { creditNote: CreditNote; invoice: Invoice; replaced: Invoice }) => ({
    creditNote: creditNoteWire({ ...creditNote, invoiceNumber: replaced.number }),
    invoice: invoiceWire(invoice),
  }),
);
