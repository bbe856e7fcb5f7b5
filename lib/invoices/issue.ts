import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import {
  bookings,
  courses,
  creditNotes,
  invoices,
  organizations,
  payments,
  trainings,
  type CreditNote,
  type CreditNoteReason,
  type Invoice,
} from "../../db/schema";
import { company, companyToday } from "../company";
import { gstinStateCode } from "../gst/gstin";
import { divideHalfUp, splitAs, splitTax, TRAINING_SAC, type TaxSplit } from "../gst/tax";
import { ApiError } from "../errors";
import { nextFinancialYearNumber } from "../sales/numbers";
import { addDays, daysBetween } from "../schedule/schedule";
import { deliverIssued } from "./delivery";
import { asCreditNote, asInvoice, documentsOfBooking, notesOf } from "./documents";
import { adjustsTax, creditNoteFigures, netOf, withoutTax, type NoteFigures } from "./net";
import { creditNotePdf, invoicePdf } from "./pdf";

export const invoiceMessages = {
  bookingNotFound: "Booking not found.",
  exists: "This booking already has an invoice.",
  cancelled: "This booking is cancelled: it can't be invoiced.",
} as const;

/** A booking as an invoice needs it: its buyer's billing details (its organisation's, else its own), line and money. */
async function billingOf(tx: DbOrTx, bookingId: string) {
  const [row] = await tx
    .select({
      booking: bookings,
      courseTitle: courses.title,
      startDate: trainings.startDate,
      endDate: trainings.endDate,
      org: organizations,
      paidMinor: sql<string>`coalesce((select sum(case when ${payments.kind} = 'refund' then -${payments.amountMinor} else ${payments.amountMinor} end) from ${payments} where ${payments.bookingId} = ${bookings.id}), 0)`,
    })
    .from(bookings)
    .innerJoin(trainings, eq(trainings.id, bookings.trainingId))
    .innerJoin(courses, eq(courses.id, trainings.courseId))
    .leftJoin(organizations, eq(organizations.id, bookings.organizationId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw new ApiError("not_found", invoiceMessages.bookingNotFound);
  const b = { ...row.booking, exchangeRateE4: row.booking.exchangeRateE4 === null ? null : Number(row.booking.exchangeRateE4) };
  const gstin = row.org ? row.org.gstin : b.buyerGstin;
  const stateCode = (row.org ? row.org.stateCode : b.buyerStateCode) ?? (gstin ? gstinStateCode(gstin) : null);
  return {
    booking: b,
    priceMinor: Number(b.priceMinor),
    paidMinor: Number(row.paidMinor),
    line: { courseTitle: row.courseTitle, startDate: row.startDate, endDate: row.endDate },
    buyer: {
      name: row.org?.name ?? b.buyerName,
      address: row.org?.billingAddress ?? b.buyerAddress,
      gstin: gstin ?? null,
      stateCode,
      country: row.org?.country ?? b.buyerCountry,
      treatment: row.org?.gstTreatment ?? b.buyerGstTreatment,
      email: b.buyerEmail,
    },
  };
}

/** What accounts payable match a document by (books.md §1): the buyer's purchase order, the due date, the rate. */
export function accountsPayableFields(
  booking: { purchaseOrder: string; paymentTermsDays: number; exchangeRateE4: number | null },
  issuedOn: string,
): { purchaseOrder: string; dueOn: string; exchangeRateE4: number | null } {
  return { purchaseOrder: booking.purchaseOrder, dueOn: addDays(issuedOn, booking.paymentTermsDays), exchangeRateE4: booking.exchangeRateE4 };
}

/**
 * Issues the booking's tax invoice inside the caller's transaction (the booking row is locked first, so a staff
 * request and a first payment never both issue one): both parties and every figure are copied in, numbered from
 * the financial year's gap-free series. Null when the booking already has a current one (`quiet`), else 409.
 * A re-issue (books.md §3) gives the amount the replaced invoice still stood for and the number it already took,
 * and may invoice a cancelled booking (what was paid and kept).
 */
export async function issueInvoice(
  tx: DbOrTx,
  actorUserId: string | null,
  bookingId: string,
  options: { quiet?: boolean; reissue?: { amountMinor: number; number: string } } = {},
): Promise<Invoice | null> {
  const locked = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).for("update");
  if (locked.length === 0) throw new ApiError("not_found", invoiceMessages.bookingNotFound);
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.bookingId, bookingId), isNull(invoices.replacedBy)));
  if (existing) {
    if (options.quiet) return null;
    throw new ApiError("conflict", invoiceMessages.exists);
  }
  const billing = await billingOf(tx, bookingId);
  const { booking, line, buyer } = billing;
  const priceMinor = options.reissue?.amountMinor ?? billing.priceMinor;
  if (booking.cancelledAt && !options.reissue) {
    if (options.quiet) return null;
    throw new ApiError("conflict", invoiceMessages.cancelled);
  }
  const supplier = company();
  const issuedOn = companyToday();
  const split = splitTax(priceMinor, supplier, buyer, issuedOn);
  const number = options.reissue?.number ?? (await nextFinancialYearNumber(tx, "INV"));
  const [row] = await tx
    .insert(invoices)
    .values({
      number,
      bookingId,
      issuedOn,
      ...accountsPayableFields(booking, issuedOn),
      gstTreatment: buyer.treatment,
      endorsement: split.endorsement,
      supplierName: supplier.name,
      supplierAddress: supplier.address,
      supplierGstin: supplier.gstin,
      supplierStateCode: supplier.stateCode,
      buyerName: buyer.name,
      buyerAddress: buyer.address,
      buyerGstin: buyer.gstin,
      buyerStateCode: buyer.stateCode,
      buyerCountry: buyer.country,
      buyerEmail: buyer.email,
      placeOfSupply: split.placeOfSupply,
      supplyKind: split.kind,
      rateBasisPoints: Math.round(split.rate * 100),
      description: `${line.courseTitle}: live instructor-led training, ${line.startDate} to ${line.endDate} (booking ${booking.number})`,
      sac: TRAINING_SAC,
      quantity: booking.seats,
      // Per seat, tax inclusive, rounded half up to the paisa (the line's value is the booking's exact total).
      unitPriceMinor: Number(divideHalfUp(BigInt(priceMinor), BigInt(booking.seats))),
      unitTaxableValueMinor: Number(divideHalfUp(BigInt(split.taxableValue), BigInt(booking.seats))),
      taxableValueMinor: split.taxableValue,
      cgstMinor: split.cgst,
      sgstMinor: split.sgst,
      igstMinor: split.igst,
      totalMinor: split.total,
      currency: booking.currency,
      issuedBy: actorUserId,
    })
    .returning();
  const invoice = asInvoice(row!);
  await deliverIssued(
    tx,
    actorUserId,
    { title: "Tax invoice", number, bookingId, to: invoice.buyerEmail, pdf: await invoicePdf(invoice) },
    { entity: "invoice", entityId: invoice.id, after: { number, booking: booking.number, total: invoice.totalMinor, currency: invoice.currency } },
  );
  return invoice;
}

/** `amount` of an invoice's total split as the invoice was: its kind of supply, place and rate (credit and debit notes). */
export function splitLikeInvoice(invoice: Invoice, amount: number): TaxSplit {
  return splitAs(amount, invoice.supplyKind, invoice.placeOfSupply, invoice.rateBasisPoints / 100);
}

/**
 * After a refund, a price change or a cancellation, inside the booking's locked transaction: credits what an
 * invoiced booking no longer owes. What the buyer still pays for the supply is the price, or, once cancelled, what
 * was paid and kept; what the current invoice still stands for (with its notes) minus that is credited now, never
 * below zero. Null when nothing is owed back (no invoice, or nothing changed).
 */
export async function creditWhatIsNoLongerOwed(
  tx: DbOrTx,
  actorUserId: string | null,
  bookingId: string,
  reason: CreditNoteReason,
  note = "",
): Promise<CreditNote | null> {
  const documents = await documentsOfBooking(tx, bookingId);
  const invoice = documents.invoice;
  if (!invoice) return null;
  const { booking, priceMinor, paidMinor } = await billingOf(tx, bookingId);
  if (booking.currency !== invoice.currency) return null;
  const stillOwed = booking.cancelledAt ? Math.max(0, paidMinor) : priceMinor;
  const { creditNotes: credits, debitNotes: debits } = notesOf(documents, invoice.id);
  const net = netOf(invoice, credits, debits);
  return insertCreditNote(tx, actorUserId, invoice, net, net.total - stillOwed, { reason, note });
}

/**
 * What a credit or debit note copies from its invoice and carries of its own (books.md §1, §3): the invoice's
 * treatment, endorsement and purchase order; its rate, so the two net to zero in rupees as they do in their
 * currency; its own number, date, due date and figures.
 */
export function noteValues(invoice: Invoice, figures: NoteFigures, own: { number: string; issuedOn: string; dueOn: string; actorUserId: string | null }) {
  return {
    number: own.number,
    invoiceId: invoice.id,
    bookingId: invoice.bookingId,
    issuedOn: own.issuedOn,
    dueOn: own.dueOn,
    gstTreatment: invoice.gstTreatment,
    endorsement: invoice.endorsement,
    purchaseOrder: invoice.purchaseOrder,
    exchangeRateE4: invoice.exchangeRateE4,
    taxableValueMinor: figures.taxableValue,
    cgstMinor: figures.cgst,
    sgstMinor: figures.sgst,
    igstMinor: figures.igst,
    totalMinor: figures.total,
    currency: invoice.currency,
    issuedBy: own.actorUserId,
  };
}

/**
 * A credit note of `amount` against `invoice` whose net is `net` (never more than it), numbered from the CN
 * series and audited. Past 30 November following the end of the invoice's financial year it reduces no tax
 * (`gstAdjusted` false, CGST Act section 34(2)). Null when there is nothing to credit.
 */
export async function insertCreditNote(
  tx: DbOrTx,
  actorUserId: string | null,
  invoice: Invoice,
  net: NoteFigures,
  amount: number,
  words: { reason: CreditNoteReason; note: string },
): Promise<CreditNote | null> {
  const split = creditNoteFigures(net, amount, (a) => splitLikeInvoice(invoice, a));
  if (!split) return null;
  const issuedOn = companyToday();
  const gstAdjusted = adjustsTax(invoice.issuedOn, issuedOn);
  const figures = gstAdjusted ? split : withoutTax(split);
  const number = await nextFinancialYearNumber(tx, "CN");
  const [row] = await tx
    .insert(creditNotes)
    .values({
      ...noteValues(invoice, figures, {
        number,
        issuedOn,
        dueOn: addDays(issuedOn, daysBetween(invoice.issuedOn, invoice.dueOn ?? invoice.issuedOn)),
        actorUserId,
      }),
      reason: words.reason,
      note: words.note,
      gstAdjusted,
    })
    .returning();
  const issued = asCreditNote(row!);
  await deliverIssued(
    tx,
    actorUserId,
    { title: "Credit note", number, bookingId: invoice.bookingId, to: invoice.buyerEmail, pdf: await creditNotePdf(issued, invoice) },
    { entity: "credit_note", entityId: issued.id, after: { number, invoice: invoice.number, reason: words.reason, total: issued.totalMinor, gstAdjusted } },
  );
  return issued;
}

/**
 * lib/sales calls this after every ledger entry, in the entry's transaction: a booking's first payment issues
 * its invoice when it has none; a refund credits what is no longer owed.
 */
export async function afterLedgerEntry(
  tx: DbOrTx,
  actorUserId: string,
  bookingId: string,
  entry: { kind: "payment" | "refund"; reason?: string },
): Promise<void> {
  if (entry.kind === "payment") await issueInvoice(tx, actorUserId, bookingId, { quiet: true });
  else await creditWhatIsNoLongerOwed(tx, actorUserId, bookingId, "refund", entry.reason ?? "");
}

/** lib/sales calls this after a booking's price or status changed, in the same transaction. */
export async function afterBookingChange(
  tx: DbOrTx,
  actorUserId: string,
  bookingId: string,
  change: { cancelled: boolean; priceLowered: boolean },
): Promise<void> {
  if (change.cancelled) await creditWhatIsNoLongerOwed(tx, actorUserId, bookingId, "cancelled");
  else if (change.priceLowered) await creditWhatIsNoLongerOwed(tx, actorUserId, bookingId, "price_reduced");
}
