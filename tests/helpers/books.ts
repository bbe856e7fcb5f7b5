// Rows of the books written directly, as the schema holds them (the writers of debit notes, SEZ invoices and TDS
// entries are built elsewhere): a booking, its invoice split at 18 %, notes, payments and deductions.
import { bookings, creditNotes, debitNotes, invoices, payments, tdsEntries } from "@/db/schema";
import type { GstTreatment } from "@/db/schema/_columns";
import { testDatabase } from "../setup/database";

let serial = 0;
const next = () => ++serial;

export async function insertBooking(trainingId: string, over: Partial<typeof bookings.$inferInsert> = {}) {
  const n = next();
  const [row] = await testDatabase()
    .db.insert(bookings)
    .values({
      number: `BK-2026-9${String(n).padStart(3, "0")}`,
      trainingId,
      buyerName: `Buyer ${n}`,
      buyerEmail: `buyer${n}@example.com`,
      seats: 1,
      priceMinor: 1_000_00,
      ...over,
    })
    .returning();
  return row!;
}

export interface Figures {
  taxableValueMinor: number;
  cgstMinor?: number;
  sgstMinor?: number;
  igstMinor?: number;
}
const figures = (f: Figures) => {
  const cgst = f.cgstMinor ?? 0;
  const sgst = f.sgstMinor ?? 0;
  const igst = f.igstMinor ?? 0;
  return { taxableValueMinor: f.taxableValueMinor, cgstMinor: cgst, sgstMinor: sgst, igstMinor: igst, totalMinor: f.taxableValueMinor + cgst + sgst + igst };
};

export interface InvoiceRow extends Figures {
  number: string;
  issuedOn: string;
  treatment: GstTreatment;
  supplyKind: (typeof invoices.$inferInsert)["supplyKind"];
  placeOfSupply: string;
  buyerName?: string;
  buyerGstin?: string | null;
  buyerStateCode?: string | null;
  buyerCountry?: string;
  rate?: number;
  currency?: string;
  exchangeRateE4?: number | null;
}

export async function insertInvoice(bookingId: string, i: InvoiceRow) {
  const f = figures(i);
  const [row] = await testDatabase()
    .db.insert(invoices)
    .values({
      number: i.number,
      bookingId,
      issuedOn: i.issuedOn,
      supplierName: "Stackwise Academy Pvt Ltd",
      supplierAddress: "12 MG Road, Bengaluru",
      supplierGstin: "29AAACS1234F1Z5",
      supplierStateCode: "29",
      buyerName: i.buyerName ?? "Buyer",
      buyerGstin: i.buyerGstin ?? null,
      buyerStateCode: i.buyerStateCode ?? (i.placeOfSupply === "96" ? null : i.placeOfSupply),
      buyerCountry: i.buyerCountry ?? (i.placeOfSupply === "96" ? "US" : "IN"),
      placeOfSupply: i.placeOfSupply,
      supplyKind: i.supplyKind,
      gstTreatment: i.treatment,
      rateBasisPoints: (i.rate ?? 18) * 100,
      description: "Kubernetes training",
      sac: "999293",
      quantity: 1,
      unitPriceMinor: f.totalMinor,
      unitTaxableValueMinor: f.taxableValueMinor,
      currency: i.currency ?? "INR",
      exchangeRateE4: i.exchangeRateE4 ?? null,
      ...f,
    })
    .returning();
  return row!;
}

type Invoice = typeof invoices.$inferSelect;
const noteBase = (invoice: Invoice, number: string, issuedOn: string, f: Figures) => ({
  number,
  invoiceId: invoice.id,
  bookingId: invoice.bookingId,
  issuedOn,
  gstTreatment: invoice.gstTreatment,
  currency: invoice.currency,
  exchangeRateE4: invoice.exchangeRateE4,
  ...figures(f),
});

export async function insertCreditNote(invoice: Invoice, number: string, issuedOn: string, f: Figures, gstAdjusted = true) {
  const [row] = await testDatabase()
    .db.insert(creditNotes)
    .values({ ...noteBase(invoice, number, issuedOn, f), reason: "price_reduced", gstAdjusted })
    .returning();
  return row!;
}

export async function insertDebitNote(invoice: Invoice, number: string, issuedOn: string, f: Figures) {
  const [row] = await testDatabase()
    .db.insert(debitNotes)
    .values({ ...noteBase(invoice, number, issuedOn, f), reason: "Price raised" })
    .returning();
  return row!;
}

export async function insertPayment(bookingId: string, kind: "payment" | "refund", amountMinor: number, paidOn: string, currency = "INR") {
  const [row] = await testDatabase()
    .db.insert(payments)
    .values({
      bookingId,
      receiptNumber: `RCT-2026-9${String(next()).padStart(3, "0")}`,
      kind,
      amountMinor,
      currency,
      paidOn,
      method: "bank_transfer",
      reference: "UTR1",
    })
    .returning();
  return row!;
}

export async function insertDeduction(bookingId: string, amountMinor: number, deductedOn: string) {
  const [row] = await testDatabase()
    .db.insert(tdsEntries)
    .values({ bookingId, amountMinor, currency: "INR", section: "194J", tan: "BLRA12345B", deductedOn })
    .returning();
  return row!;
}
