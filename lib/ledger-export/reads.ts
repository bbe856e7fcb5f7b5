import "server-only";
import { and, asc, eq, gte, isNull, lte } from "drizzle-orm";
import { getDb } from "../../db";
import { bookings, invoices, payments, tdsEntries, type Booking, type Invoice } from "../../db/schema";
import { documentsOfPeriod } from "../invoices/month-documents";
import { addDays } from "../schedule/schedule";
import type { Party } from "./tally";
import type { DocumentEntry, LedgerEntries, MoneyEntry } from "./vouchers";

/** The buyer as the invoice names it (the ledger its receipts settle too). */
const partyOfInvoice = (i: Invoice): Party => ({
  name: i.buyerName,
  gstin: i.buyerGstin,
  stateCode: i.buyerStateCode,
  country: i.buyerCountry,
  treatment: i.gstTreatment,
});

/** Before an invoice: the booking's organisation or buyer. */
const partyOfBooking = (b: Booking, invoice: Invoice | null): Party =>
  invoice
    ? partyOfInvoice(invoice)
    : {
        name: b.organization || b.buyerName,
        gstin: b.buyerGstin,
        stateCode: b.buyerStateCode,
        country: b.buyerCountry,
        treatment: b.buyerGstTreatment,
      };

const documentEntry = (
  d: { id: string; number: string; issuedOn: string; exchangeRateE4: number | null } & Omit<
    DocumentEntry,
    "id" | "number" | "issuedOn" | "exchangeRateE4" | "invoiceNumber" | "party"
  >,
  invoice: Invoice,
): DocumentEntry => ({
  id: d.id,
  number: d.number,
  issuedOn: d.issuedOn,
  exchangeRateE4: d.exchangeRateE4 === null ? null : Number(d.exchangeRateE4),
  taxableValueMinor: Number(d.taxableValueMinor),
  cgstMinor: Number(d.cgstMinor),
  sgstMinor: Number(d.sgstMinor),
  igstMinor: Number(d.igstMinor),
  totalMinor: Number(d.totalMinor),
  invoiceNumber: invoice.number,
  party: partyOfInvoice(invoice),
});

/** Payments and refunds paid in the range, with their booking and its current invoice. */
async function paymentsBetween(from: string, to: string) {
  return (await getDb())
    .select({ payment: payments, booking: bookings, invoice: invoices })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .leftJoin(invoices, and(eq(invoices.bookingId, bookings.id), isNull(invoices.replacedBy)))
    .where(and(gte(payments.paidOn, from), lte(payments.paidOn, to)))
    .orderBy(asc(payments.paidOn), asc(payments.receiptNumber));
}

async function deductionsBetween(from: string, to: string): Promise<MoneyEntry[]> {
  const rows = await (
    await getDb()
  )
    .select({ entry: tdsEntries, booking: bookings, invoice: invoices })
    .from(tdsEntries)
    .innerJoin(bookings, eq(bookings.id, tdsEntries.bookingId))
    .leftJoin(invoices, and(eq(invoices.bookingId, bookings.id), isNull(invoices.replacedBy)))
    .where(and(gte(tdsEntries.deductedOn, from), lte(tdsEntries.deductedOn, to)))
    .orderBy(asc(tdsEntries.deductedOn), asc(tdsEntries.createdAt));
  return rows.map(({ entry, booking, invoice }) => ({
    id: entry.id,
    number: `TDS/${booking.number}/${entry.id.slice(-6)}`,
    date: entry.deductedOn,
    amountMinor: Number(entry.amountMinor),
    currency: entry.currency,
    exchangeRateE4: entry.currency === "INR" || booking.exchangeRateE4 === null ? null : Number(booking.exchangeRateE4),
    bookingNumber: booking.number,
    invoiceNumber: invoice?.number ?? null,
    party: partyOfBooking(booking, invoice),
  }));
}

/** Everything the books record from `from` to `to` (both inclusive, dates in DEFAULT_TIME_ZONE). */
export async function ledgerEntriesBetween(from: string, to: string): Promise<LedgerEntries> {
  const [documents, paid, deductions] = await Promise.all([documentsOfPeriod(from, addDays(to, 1)), paymentsBetween(from, to), deductionsBetween(from, to)]);
  const money = paid.map(({ payment, booking, invoice }): MoneyEntry & { kind: string } => ({
    kind: payment.kind,
    id: payment.id,
    number: payment.receiptNumber,
    date: payment.paidOn,
    amountMinor: Number(payment.amountMinor),
    currency: payment.currency,
    exchangeRateE4: payment.currency === "INR" || booking.exchangeRateE4 === null ? null : Number(booking.exchangeRateE4),
    bookingNumber: booking.number,
    invoiceNumber: invoice?.number ?? null,
    party: partyOfBooking(booking, invoice),
  }));
  return {
    invoices: documents.invoices.map((i) => documentEntry(i, i)),
    creditNotes: documents.creditNotes.map(({ note, invoice }) => documentEntry(note, invoice)),
    debitNotes: documents.debitNotes.map(({ note, invoice }) => documentEntry(note, invoice)),
    payments: money.filter((m) => m.kind === "payment"),
    refunds: money.filter((m) => m.kind === "refund"),
    deductions,
  };
}
