import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { bookings, debitNotes, invoices, type DebitNote, type Invoice } from "../../db/schema";
import { ApiError } from "../errors";
import { formatMoneyPlain } from "../money";
import { nextFinancialYearNumber } from "../sales/numbers";
import { addDays } from "../schedule/schedule";
import { asCreditNote, asInvoice, documentsOfBooking, notesOf } from "./documents";
import { companyToday as today } from "../company";
import { deliverIssued } from "./delivery";
import { noteValues, splitLikeInvoice } from "./issue";
import { debitNoteFigures, netOf } from "./net";
import { debitNotePdf } from "./pdf";

// Debit notes (books.md §3): when the price of an invoiced booking rises, the increase is invoiced by a debit note
// against the current invoice, split like it, from its own gap-free series per financial year (DN/26-27/0001).

export const DEBIT_NOTE_NOT_FOUND = "Debit note not found.";

const asDebitNote = (row: DebitNote): DebitNote => asCreditNote(row);

/**
 * After a booking's price rose, in the booking's locked transaction: debits what its current invoice (with its
 * notes) no longer covers. Null when the booking has no invoice, is cancelled, changed currency, or owes nothing more.
 */
export async function debitWhatIsNowOwed(tx: DbOrTx, actorUserId: string | null, bookingId: string, reason: string): Promise<DebitNote | null> {
  const documents = await documentsOfBooking(tx, bookingId);
  const invoice = documents.invoice;
  if (!invoice) return null;
  const [booking] = await tx
    .select({ priceMinor: bookings.priceMinor, currency: bookings.currency, cancelledAt: bookings.cancelledAt, termsDays: bookings.paymentTermsDays })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking || booking.cancelledAt || booking.currency !== invoice.currency) return null;
  const { creditNotes, debitNotes: debits } = notesOf(documents, invoice.id);
  const net = netOf(invoice, creditNotes, debits);
  const figures = debitNoteFigures(Number(booking.priceMinor) - net.total, (amount) => splitLikeInvoice(invoice, amount));
  if (!figures) return null;
  const issuedOn = today();
  const number = await nextFinancialYearNumber(tx, "DN");
  const [row] = await tx
    .insert(debitNotes)
    .values({
      // The increase is due like an invoice: its issue date plus the booking's payment terms (books.md §1).
      ...noteValues(invoice, figures, { number, issuedOn, dueOn: addDays(issuedOn, booking.termsDays), actorUserId }),
      reason,
    })
    .returning();
  const issued = asDebitNote(row!);
  await deliverIssued(
    tx,
    actorUserId,
    { title: "Debit note", number, bookingId, to: invoice.buyerEmail, pdf: await debitNotePdf(issued, invoice) },
    { entity: "debit_note", entityId: issued.id, after: { number, invoice: invoice.number, total: issued.totalMinor, currency: issued.currency } },
  );
  return issued;
}

/** The words of a price rise's debit note. */
export const priceRaisedReason = (beforeMinor: number, afterMinor: number, currency: string) =>
  `Price raised from ${formatMoneyPlain(beforeMinor, currency)} to ${formatMoneyPlain(afterMinor, currency)}`;

/** A debit note with the invoice it adds to and its booking's buyer email. */
async function debitNoteWithInvoice(id: string) {
  const db = await getDb();
  const [row] = /^[A-Za-z0-9-]{1,64}$/.test(id)
    ? await db
        .select({ note: debitNotes, invoice: invoices, buyerEmail: bookings.buyerEmail })
        .from(debitNotes)
        .innerJoin(invoices, eq(invoices.id, debitNotes.invoiceId))
        .innerJoin(bookings, eq(bookings.id, debitNotes.bookingId))
        .where(eq(debitNotes.id, id))
    : [];
  return row ? { note: asDebitNote(row.note), invoice: asInvoice(row.invoice), buyerEmail: row.buyerEmail } : null;
}

/** GET /api/admin/debit-notes/{id}/pdf: any debit note, else 404. */
export async function findDebitNote(id: string): Promise<{ note: DebitNote; invoice: Invoice }> {
  const found = await debitNoteWithInvoice(id);
  if (!found) throw new ApiError("not_found", DEBIT_NOTE_NOT_FOUND);
  return found;
}

/** GET /api/booking/debit-notes/{id}: only the buyer of its booking (by email, any case); 404 to anyone else. */
export async function findMyDebitNote(email: string, id: string): Promise<{ note: DebitNote; invoice: Invoice }> {
  const found = await debitNoteWithInvoice(id);
  if (!found || found.buyerEmail.toLowerCase() !== email.toLowerCase()) throw new ApiError("not_found", DEBIT_NOTE_NOT_FOUND);
  return found;
}
