import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
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
import { now } from "../clock";
import { env } from "../env";
import { gstinStateCode } from "../gst/gstin";
import { divideHalfUp, splitTax, TRAINING_SAC, type Recipient, type Supplier, type TaxSplit } from "../gst/tax";
import { ApiError } from "../errors";
import { nextFinancialYearNumber } from "../sales/numbers";
import { dateInZone } from "../schedule/status";
import { asCreditNote, asInvoice, documentsOfBooking, notesOf } from "./documents";
import { adjustsTax, creditNoteFigures, netOf, withoutTax, type NoteFigures } from "./net";

export const invoiceMessages = {
  bookingNotFound: "Booking not found.",
  exists: "This booking already has an invoice.",
  cancelled: "This booking is cancelled: it can't be invoiced.",
} as const;

/** The company as GST sees it, from the configuration (billing-and-delivery.md §4, §12). */
export function supplierOf(): Supplier & { name: string; address: string } {
  const e = env();
  const gstin = e.COMPANY_GSTIN ?? null;
  return {
    name: e.COMPANY_NAME,
    address: e.COMPANY_ADDRESS,
    gstin,
    stateCode: e.COMPANY_STATE_CODE ?? (gstin ? gstinStateCode(gstin) : null),
    rate: e.GST_RATE,
    hasLut: Boolean(e.COMPANY_LUT),
  };
}

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
  const b = row.booking;
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
      email: b.buyerEmail,
    },
  };
}

export const today = () => dateInZone(now(), env().DEFAULT_TIME_ZONE);

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
  const supplier = supplierOf();
  const split = splitTax(priceMinor, supplier, { stateCode: buyer.stateCode, country: buyer.country });
  const number = options.reissue?.number ?? (await nextFinancialYearNumber(tx, "INV"));
  const [row] = await tx
    .insert(invoices)
    .values({
      number,
      bookingId,
      issuedOn: today(),
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

/** The supplier and recipient an invoice was issued for, so its credit notes split the same way. */
function partiesOf(invoice: Invoice): { supplier: Supplier; recipient: Recipient } {
  return {
    supplier: {
      gstin: invoice.supplyKind === "unregistered" ? null : invoice.supplierGstin,
      stateCode: invoice.supplierStateCode,
      rate: invoice.rateBasisPoints / 100,
      hasLut: invoice.supplyKind === "export_lut",
    },
    recipient: { stateCode: invoice.buyerStateCode, country: invoice.buyerCountry },
  };
}

type Figures = Pick<TaxSplit, "taxableValue" | "cgst" | "sgst" | "igst" | "total">;

/** An amount split like an invoice (its credit and debit notes, books.md §3). */
export function splitLikeInvoice(invoice: Invoice, amount: number): Figures {
  const { supplier, recipient } = partiesOf(invoice);
  return splitTax(amount, supplier, recipient);
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
  const issuedOn = today();
  const gstAdjusted = adjustsTax(invoice.issuedOn, issuedOn);
  const figures = gstAdjusted ? split : withoutTax(split);
  const number = await nextFinancialYearNumber(tx, "CN");
  const [row] = await tx
    .insert(creditNotes)
    .values({
      number,
      invoiceId: invoice.id,
      bookingId: invoice.bookingId,
      issuedOn,
      reason: words.reason,
      note: words.note,
      gstAdjusted,
      gstTreatment: invoice.gstTreatment,
      endorsement: invoice.endorsement,
      purchaseOrder: invoice.purchaseOrder,
      dueOn: invoice.dueOn,
      exchangeRateE4: invoice.exchangeRateE4,
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
  await recordAudit(tx, {
    actorUserId,
    action: "create",
    entity: "credit_note",
    entityId: issued.id,
    after: { number, invoice: invoice.number, reason: words.reason, total: issued.totalMinor, gstAdjusted },
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
