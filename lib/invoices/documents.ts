import "server-only";
import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { bookings, creditNotes, debitNotes, invoices, type CreditNote, type DebitNote, type Invoice } from "../../db/schema";
import { ApiError } from "../errors";
import { findBooking } from "../sales/reads";
import type { SalesBooking } from "../sales/types";

export const INVOICE_NOT_FOUND = "Invoice not found.";
export const CREDIT_NOTE_NOT_FOUND = "Credit note not found.";

export const invoicePdfPath = (id: string) => `/api/admin/invoices/${id}/pdf`;
export const creditNotePdfPath = (id: string) => `/api/admin/credit-notes/${id}/pdf`;
export const debitNotePdfPath = (id: string) => `/api/admin/debit-notes/${id}/pdf`;
/** Where the buyer downloads them (404 to anyone else). */
export const myInvoicePath = (id: string) => `/api/booking/invoices/${id}`;
export const myCreditNotePath = (id: string) => `/api/booking/credit-notes/${id}`;
export const myDebitNotePath = (id: string) => `/api/booking/debit-notes/${id}`;
/** Where an organisation's training lead downloads its invoices (404 to a lead of another organisation). */
export const organizationInvoicePath = (id: string) => `/api/org/invoices/${id}`;

/** A document as the buyer's list links it. */
export interface DocumentLink {
  number: string;
  url: string;
}

/** What the buyer sees of a booking's documents in getMyBookings. */
export function myDocumentLinks(documents: BookingDocuments): { invoice: DocumentLink | null; creditNotes: DocumentLink[]; debitNotes: DocumentLink[] } {
  return {
    invoice: documents.invoice ? { number: documents.invoice.number, url: myInvoicePath(documents.invoice.id) } : null,
    creditNotes: documents.creditNotes.map((n) => ({ number: n.number, url: myCreditNotePath(n.id) })),
    debitNotes: documents.debitNotes.map((n) => ({ number: n.number, url: myDebitNotePath(n.id) })),
  };
}

/**
 * A booking's tax documents: its current invoice (or null), every invoice it had (re-issued ones carry `replacedBy`),
 * and its credit and debit notes, each list oldest first.
 */
export interface BookingDocuments {
  invoice: Invoice | null;
  invoices: Invoice[];
  creditNotes: CreditNote[];
  debitNotes: DebitNote[];
}

/** The notes of one invoice (a re-issued invoice keeps its own; the current one starts afresh). */
export const notesOf = (documents: BookingDocuments, invoiceId: string) => ({
  creditNotes: documents.creditNotes.filter((n) => n.invoiceId === invoiceId),
  debitNotes: documents.debitNotes.filter((n) => n.invoiceId === invoiceId),
});

const asInvoice = (row: Invoice): Invoice => ({
  ...row,
  unitPriceMinor: Number(row.unitPriceMinor),
  taxableValueMinor: Number(row.taxableValueMinor),
  cgstMinor: Number(row.cgstMinor),
  sgstMinor: Number(row.sgstMinor),
  igstMinor: Number(row.igstMinor),
  totalMinor: Number(row.totalMinor),
});
const asCreditNote = <T extends CreditNote | DebitNote>(row: T): T => ({
  ...row,
  taxableValueMinor: Number(row.taxableValueMinor),
  cgstMinor: Number(row.cgstMinor),
  sgstMinor: Number(row.sgstMinor),
  igstMinor: Number(row.igstMinor),
  totalMinor: Number(row.totalMinor),
});

/** The documents of several bookings at once (the learner's list). */
export async function documentsOfBookings(tx: DbOrTx, bookingIds: string[]): Promise<Map<string, BookingDocuments>> {
  const found = new Map<string, BookingDocuments>(bookingIds.map((id) => [id, { invoice: null, invoices: [], creditNotes: [], debitNotes: [] }]));
  if (bookingIds.length === 0) return found;
  const [invoiceRows, noteRows, debitRows] = await Promise.all([
    tx
      .select()
      .from(invoices)
      .where(inArray(invoices.bookingId, bookingIds))
      .orderBy(asc(invoices.createdAt), sql`length(${invoices.number})`, asc(invoices.number)),
    tx.select().from(creditNotes).where(inArray(creditNotes.bookingId, bookingIds)).orderBy(asc(creditNotes.createdAt), asc(creditNotes.number)),
    tx.select().from(debitNotes).where(inArray(debitNotes.bookingId, bookingIds)).orderBy(asc(debitNotes.createdAt), asc(debitNotes.number)),
  ]);
  for (const row of invoiceRows) {
    const documents = found.get(row.bookingId)!;
    documents.invoices.push(asInvoice(row));
    if (row.replacedBy === null) documents.invoice = asInvoice(row);
  }
  for (const row of noteRows) found.get(row.bookingId)!.creditNotes.push(asCreditNote(row));
  for (const row of debitRows) found.get(row.bookingId)!.debitNotes.push(asCreditNote(row));
  return found;
}

export async function documentsOfBooking(tx: DbOrTx, bookingId: string): Promise<BookingDocuments> {
  return (await documentsOfBookings(tx, [bookingId])).get(bookingId)!;
}

/** The booking (lib/sales) with its documents: GET /api/admin/bookings/{id} and the console's booking page. */
export async function getBookingWithDocuments(id: string): Promise<{ booking: SalesBooking; documents: BookingDocuments }> {
  const db = await getDb();
  const booking = await findBooking(db, id);
  return { booking, documents: await documentsOfBooking(db, id) };
}

export async function findInvoice(id: string): Promise<Invoice> {
  const [row] = await (await getDb()).select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw new ApiError("not_found", INVOICE_NOT_FOUND);
  return asInvoice(row);
}

/** A credit note with the invoice it corrects. */
export async function findCreditNote(id: string): Promise<{ note: CreditNote; invoice: Invoice }> {
  const db = await getDb();
  const [row] = await db
    .select({ note: creditNotes, invoice: invoices })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(creditNotes.id, id));
  if (!row) throw new ApiError("not_found", CREDIT_NOTE_NOT_FOUND);
  return { note: asCreditNote(row.note), invoice: asInvoice(row.invoice) };
}

/** The invoices and credit notes issued between two dates (from inclusive, to exclusive), by number. */
export async function documentsIssuedBetween(
  from: string,
  to: string,
): Promise<{ invoices: Invoice[]; creditNotes: { note: CreditNote; invoice: Invoice }[] }> {
  const db = await getDb();
  const [invoiceRows, noteRows] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(and(gte(invoices.issuedOn, from), lt(invoices.issuedOn, to)))
      .orderBy(asc(invoices.issuedOn), sql`length(${invoices.number})`, asc(invoices.number)),
    db
      .select({ note: creditNotes, invoice: invoices })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .where(and(gte(creditNotes.issuedOn, from), lt(creditNotes.issuedOn, to)))
      .orderBy(asc(creditNotes.issuedOn), sql`length(${creditNotes.number})`, asc(creditNotes.number)),
  ]);
  return { invoices: invoiceRows.map(asInvoice), creditNotes: noteRows.map((r) => ({ note: asCreditNote(r.note), invoice: asInvoice(r.invoice) })) };
}

export { asCreditNote, asInvoice };

/**
 * An invoice or credit note the caller may download: only the buyer of its booking (by email, any case), the
 * address the invoice was issued to; 404 to anyone else, seat holders included.
 */
export async function findMyDocument(email: string, kind: "invoice" | "credit_note", id: string): Promise<{ invoice: Invoice; note?: CreditNote }> {
  const db = await getDb();
  if (kind === "invoice") {
    const [row] = await db
      .select({ invoice: invoices, buyerEmail: bookings.buyerEmail })
      .from(invoices)
      .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
      .where(eq(invoices.id, id));
    if (!row || row.buyerEmail.toLowerCase() !== email.toLowerCase()) throw new ApiError("not_found", INVOICE_NOT_FOUND);
    return { invoice: asInvoice(row.invoice) };
  }
  const [row] = await db
    .select({ note: creditNotes, invoice: invoices, buyerEmail: bookings.buyerEmail })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(bookings, eq(bookings.id, creditNotes.bookingId))
    .where(eq(creditNotes.id, id));
  if (!row || row.buyerEmail.toLowerCase() !== email.toLowerCase()) throw new ApiError("not_found", CREDIT_NOTE_NOT_FOUND);
  return { invoice: asInvoice(row.invoice), note: asCreditNote(row.note) };
}

/** The invoices of the bookings of these organisations, each with its organisation, in the order they were issued. */
export async function invoicesOfOrganizations(tx: DbOrTx, organizationIds: string[]): Promise<{ organizationId: string; invoice: Invoice }[]> {
  if (organizationIds.length === 0) return [];
  const rows = await tx
    .select({ organizationId: bookings.organizationId, invoice: invoices })
    .from(invoices)
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .where(inArray(bookings.organizationId, organizationIds))
    .orderBy(asc(invoices.issuedOn), sql`length(${invoices.number})`, asc(invoices.number));
  return rows.map((r) => ({ organizationId: r.organizationId!, invoice: asInvoice(r.invoice) }));
}

/** An invoice of a booking of one of these organisations (the caller's, as lib/leads knows them), else 404. */
export async function findOrganizationInvoice(tx: DbOrTx, organizationIds: string[], id: string): Promise<Invoice> {
  const [row] =
    organizationIds.length && /^[A-Za-z0-9-]{1,64}$/.test(id)
      ? await tx
          .select({ invoice: invoices })
          .from(invoices)
          .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
          .where(and(eq(invoices.id, id), inArray(bookings.organizationId, organizationIds)))
      : [];
  if (!row) throw new ApiError("not_found", INVOICE_NOT_FOUND);
  return asInvoice(row.invoice);
}
