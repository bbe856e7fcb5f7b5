import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import { bookings, invoices, type CreditNote, type Invoice } from "../../db/schema";
import { recordAudit } from "../audit/log";
import { ApiError } from "../errors";
import { dateTimeFormat } from "../intl-cache";
import { nextFinancialYearNumber } from "../sales/numbers";
import { asInvoice, documentsOfBooking, INVOICE_NOT_FOUND, notesOf } from "./documents";
import { companyToday as today } from "../company";
import { insertCreditNote, issueInvoice } from "./issue";
import { adjustsTax, lastDayToAdjustTax, netOf } from "./net";

export const reissueConflicts = {
  replaced: (number: string) => `This invoice was replaced by ${number}: re-issue that one.`,
  nothingLeft: "This invoice is credited in full: there is nothing left to re-issue.",
  currency: (invoiced: string, now: string) => `This invoice is in ${invoiced} and the booking now in ${now}: change the booking back to re-issue it.`,
  tooLate: (lastDay: string) =>
    `This invoice can no longer be corrected: its financial year's corrections closed on ${dateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${lastDay}T00:00:00Z`))}.`,
} as const;

/**
 * Re-issues an invoice in the caller's transaction (books.md §3): a credit note (reason `reissued`) for what it still
 * stands for (its total less its credit notes plus its debit notes), then a new invoice, the next number, for that
 * same amount with the booking's current buyer details. The booking is locked first, so of two re-issues of one
 * invoice the second finds it replaced (409). Refused past 30 November following the end of the invoice's year.
 */
export async function reissueInvoiceIn(
  tx: DbOrTx,
  actorUserId: string,
  invoiceId: string,
  reason: string,
): Promise<{ creditNote: CreditNote; invoice: Invoice; replaced: Invoice }> {
  const [found] = /^[A-Za-z0-9-]{1,64}$/.test(invoiceId)
    ? await tx.select({ bookingId: invoices.bookingId }).from(invoices).where(eq(invoices.id, invoiceId))
    : [];
  if (!found) throw new ApiError("not_found", INVOICE_NOT_FOUND);
  const [booking] = await tx.select({ currency: bookings.currency }).from(bookings).where(eq(bookings.id, found.bookingId)).for("update");
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
  const replaced = asInvoice(row!);
  if (replaced.replacedBy) throw new ApiError("conflict", reissueConflicts.replaced(replaced.replacedBy));
  const documents = await documentsOfBooking(tx, replaced.bookingId);
  const { creditNotes, debitNotes } = notesOf(documents, replaced.id);
  const net = netOf(replaced, creditNotes, debitNotes);
  if (net.total <= 0) throw new ApiError("conflict", reissueConflicts.nothingLeft);
  if (booking!.currency !== replaced.currency) throw new ApiError("conflict", reissueConflicts.currency(replaced.currency, booking!.currency));
  // Past the time limit of CGST Act section 34(2) its credit note would reduce no tax while the new invoice charged
  // it again, and the buyer could no longer claim the credit (section 16(4)): nothing is re-issued.
  if (!adjustsTax(replaced.issuedOn, today())) throw new ApiError("conflict", reissueConflicts.tooLate(lastDayToAdjustTax(replaced.issuedOn)));
  // The replaced invoice names its successor before that one exists: a booking has one current invoice at a time.
  const number = await nextFinancialYearNumber(tx, "INV");
  await tx
    .update(invoices)
    .set({ replacedBy: number })
    .where(and(eq(invoices.id, replaced.id), isNull(invoices.replacedBy)));
  const creditNote = await insertCreditNote(tx, actorUserId, replaced, net, net.total, { reason: "reissued", note: reason });
  const invoice = await issueInvoice(tx, actorUserId, replaced.bookingId, { reissue: { amountMinor: net.total, number } });
  await recordAudit(tx, {
    actorUserId,
    action: "update",
    entity: "invoice",
    entityId: replaced.id,
    before: { number: replaced.number, replacedBy: null },
    after: { number: replaced.number, replacedBy: number, reason, creditNote: creditNote!.number },
  });
  return { creditNote: creditNote!, invoice: invoice!, replaced: { ...replaced, replacedBy: number } };
}
