import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
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
import { recordAudit } from "../audit/log";
import { company, companyToday } from "../company";
import { gstinStateCode } from "../gst/gstin";
import { divideHalfUp, splitAs, splitTax, TRAINING_SAC, type TaxSplit } from "../gst/tax";
import { ApiError } from "../errors";
import { nextFinancialYearNumber } from "../sales/numbers";
import { addDays } from "../schedule/schedule";
import { mailTaxDocument } from "./delivery";
import { asCreditNote, asInvoice, documentsOfBooking } from "./documents";
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
 * the financial year's gap-free series. Null when the booking already has one (`quiet`), else 409.
 */
export async function issueInvoice(tx: DbOrTx, actorUserId: string | null, bookingId: string, options: { quiet?: boolean } = {}): Promise<Invoice | null> {
  const locked = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).for("update");
  if (locked.length === 0) throw new ApiError("not_found", invoiceMessages.bookingNotFound);
  const [existing] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.bookingId, bookingId));
  if (existing) {
    if (options.quiet) return null;
    throw new ApiError("conflict", invoiceMessages.exists);
  }
  const { booking, priceMinor, line, buyer } = await billingOf(tx, bookingId);
  if (booking.cancelledAt) {
    if (options.quiet) return null;
    throw new ApiError("conflict", invoiceMessages.cancelled);
  }
  const supplier = company();
  const issuedOn = companyToday();
  const split = splitTax(priceMinor, supplier, buyer, issuedOn);
  const number = await nextFinancialYearNumber(tx, "INV");
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
  await mailTaxDocument(tx, { title: "Tax invoice", number, bookingId, to: invoice.buyerEmail, pdf: await invoicePdf(invoice) });
  await recordAudit(tx, {
    actorUserId,
    action: "create",
    entity: "invoice",
    entityId: invoice.id,
    after: { number, booking: booking.number, total: invoice.totalMinor, currency: invoice.currency },
  });
  return invoice;
}

/** POST /api/admin/bookings/{id}/invoice. */
export async function createInvoice(actorUserId: string, bookingId: string): Promise<Invoice> {
  const db = await getDb();
  return db.transaction(async (tx) => (await issueInvoice(tx, actorUserId, bookingId))!);
}

/** `amount` of an invoice's total split as the invoice was: its kind of supply, place and rate (credit and debit notes). */
export function splitLikeInvoice(invoice: Invoice, amount: number): TaxSplit {
  return splitAs(amount, invoice.supplyKind, invoice.placeOfSupply, invoice.rateBasisPoints / 100);
}

type Figures = Pick<TaxSplit, "taxableValue" | "cgst" | "sgst" | "igst" | "total">;

/**
 * What a credit note of `amount` carries, split like its invoice. The note that credits the invoice in full takes
 * each figure's remainder instead, so an invoice and its credit notes net to exactly zero in every column.
 */
export function creditFigures(invoice: Invoice, earlier: CreditNote[], amount: number): Figures {
  const credited = earlier.reduce((sum, n) => sum + n.totalMinor, 0);
  if (credited + amount >= invoice.totalMinor) {
    const rest = (pick: (d: { taxableValueMinor: number; cgstMinor: number; sgstMinor: number; igstMinor: number }) => number) =>
      pick(invoice) - earlier.reduce((sum, n) => sum + pick(n), 0);
    return {
      taxableValue: rest((d) => d.taxableValueMinor),
      cgst: rest((d) => d.cgstMinor),
      sgst: rest((d) => d.sgstMinor),
      igst: rest((d) => d.igstMinor),
      total: invoice.totalMinor - credited,
    };
  }
  return splitLikeInvoice(invoice, amount);
}

/**
 * After a refund, a price change or a cancellation, inside the booking's locked transaction: credits what an
 * invoiced booking no longer owes. What the buyer still pays for the supply is the price, or, once cancelled, what
 * was paid and kept; the invoice minus that, less what earlier credit notes gave back, is credited now (never more
 * than the invoice). Null when nothing is owed back (no invoice, or nothing changed).
 */
export async function creditWhatIsNoLongerOwed(
  tx: DbOrTx,
  actorUserId: string | null,
  bookingId: string,
  reason: CreditNoteReason,
  note = "",
): Promise<CreditNote | null> {
  const { invoice, creditNotes: earlier } = await documentsOfBooking(tx, bookingId);
  if (!invoice) return null;
  const { booking, priceMinor, paidMinor } = await billingOf(tx, bookingId);
  if (booking.currency !== invoice.currency) return null;
  const stillOwed = booking.cancelledAt ? Math.max(0, paidMinor) : priceMinor;
  const credited = earlier.reduce((sum, n) => sum + n.totalMinor, 0);
  const amount = Math.min(invoice.totalMinor - credited, invoice.totalMinor - Math.min(stillOwed, invoice.totalMinor) - credited);
  if (amount <= 0) return null;
  const figures = creditFigures(invoice, earlier, amount);
  const number = await nextFinancialYearNumber(tx, "CN");
  const issuedOn = companyToday();
  const [row] = await tx
    .insert(creditNotes)
    .values({
      number,
      invoiceId: invoice.id,
      bookingId,
      issuedOn,
      ...accountsPayableFields(booking, issuedOn),
      gstTreatment: invoice.gstTreatment,
      endorsement: invoice.endorsement,
      // The note converts at its invoice's rate, so the two net to zero in rupees as they do in their currency.
      exchangeRateE4: invoice.exchangeRateE4,
      reason,
      note,
      taxableValueMinor: figures.taxableValue,
      cgstMinor: figures.cgst,
      sgstMinor: figures.sgst,
      igstMinor: figures.igst,
      totalMinor: figures.total,
      currency: invoice.currency,
      issuedBy: actorUserId,
    })
    .returning();
  const issued = asCreditNote(row!);
  await mailTaxDocument(tx, { title: "Credit note", number, bookingId, to: invoice.buyerEmail, pdf: await creditNotePdf(issued, invoice) });
  await recordAudit(tx, {
    actorUserId,
    action: "create",
    entity: "credit_note",
    entityId: issued.id,
    after: { number, invoice: invoice.number, reason, total: issued.totalMinor },
  });
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
