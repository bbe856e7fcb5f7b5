import "server-only";
import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { getDb } from "../../db";
import { debitNotes, invoices, type CreditNote, type DebitNote, type Invoice } from "../../db/schema";
import { asCreditNote, asInvoice, documentsIssuedBetween } from "./documents";

/** A note with the invoice it corrects (the note's return table follows the invoice's treatment, books.md §4). */
export interface NoteWithInvoice<N> {
  note: N;
  invoice: Invoice;
}

/** Every tax document issued between two dates (from inclusive, to exclusive), each series by number. */
export interface IssuedDocuments {
  invoices: Invoice[];
  creditNotes: NoteWithInvoice<CreditNote>[];
  debitNotes: NoteWithInvoice<DebitNote>[];
}

const asDebitNote = (row: DebitNote): DebitNote => ({
  ...asCreditNote(row),
  exchangeRateE4: row.exchangeRateE4 === null ? null : Number(row.exchangeRateE4),
});

/** The debit notes issued between two dates, with their invoices, by number. */
export async function debitNotesIssuedBetween(from: string, to: string): Promise<NoteWithInvoice<DebitNote>[]> {
  const rows = await (
    await getDb()
  )
    .select({ note: debitNotes, invoice: invoices })
    .from(debitNotes)
    .innerJoin(invoices, eq(invoices.id, debitNotes.invoiceId))
    .where(and(gte(debitNotes.issuedOn, from), lt(debitNotes.issuedOn, to)))
    .orderBy(asc(debitNotes.issuedOn), sql`length(${debitNotes.number})`, asc(debitNotes.number));
  return rows.map((r) => ({ note: asDebitNote(r.note), invoice: asInvoice(r.invoice) }));
}

/** Invoices, credit notes and debit notes issued between two dates (from inclusive, to exclusive). */
export async function documentsOfPeriod(from: string, to: string): Promise<IssuedDocuments> {
  const [found, debits] = await Promise.all([documentsIssuedBetween(from, to), debitNotesIssuedBetween(from, to)]);
  return { invoices: found.invoices, creditNotes: found.creditNotes, debitNotes: debits };
}

/** The first day of the month after `month` (YYYY-MM). */
export function nextMonthStart(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
}

/** The documents issued in a month (YYYY-MM, dates as issued in DEFAULT_TIME_ZONE). */
export const documentsOfMonth = (month: string) => documentsOfPeriod(`${month}-01`, nextMonthStart(month));
