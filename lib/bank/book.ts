import "server-only";
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import { bookings, invoices, paymentProofs, paymentRequests, payments } from "../../db/schema";
import { env } from "../env";
import { numbersIn, type MatchBook, type NamedRecord } from "./match";

// What a statement is matched against, loaded once per upload (a handful of queries whatever the statement's
// length): the pending proofs, the open payment requests in rupees with whether their sale is zero-rated, and the
// requests and bookings the statement's descriptions name.

/** inArray in slices: a statement may name thousands of numbers. */
const SLICE = 1000;
const slices = <T>(list: T[]) => Array.from({ length: Math.ceil(list.length / SLICE) }, (_, i) => list.slice(i * SLICE, (i + 1) * SLICE));

/**
 * Zero-rated: the current invoice carries no tax; before an invoice, the company is not registered, or the buyer is
 * an SEZ unit or abroad and the company has an LUT.
 */
const zeroRatedSql = (lut: boolean, registered: boolean) => sql<boolean>`case
  when ${invoices.id} is not null then ${invoices.totalMinor} = ${invoices.taxableValueMinor}
  else ${sql.raw(String(!registered))} or (${sql.raw(String(lut))} and ${bookings.buyerGstTreatment} in ('sez', 'overseas')) end`;

async function namedRequests(tx: DbOrTx, numbers: string[]): Promise<Map<string, NamedRecord>> {
  const map = new Map<string, NamedRecord>();
  for (const slice of slices(numbers)) {
    const rows = await tx
      .select({ id: paymentRequests.id, number: paymentRequests.number, bookingId: paymentRequests.bookingId, amountMinor: paymentRequests.amountMinor })
      .from(paymentRequests)
      .where(and(inArray(paymentRequests.number, slice), ne(paymentRequests.status, "cancelled")));
    for (const r of rows) map.set(r.number, { ...r, amountMinor: Number(r.amountMinor) });
  }
  return map;
}

/** Bookings named, with what they still ask for (price less payments, plus refunds). */
async function namedBookings(tx: DbOrTx, numbers: string[]): Promise<Map<string, NamedRecord>> {
  const map = new Map<string, NamedRecord>();
  for (const slice of slices(numbers)) {
    const rows = await tx
      .select({
        id: bookings.id,
        number: bookings.number,
        price: bookings.priceMinor,
        paid: sql<string>`coalesce(sum(case when ${payments.kind} = 'payment' then ${payments.amountMinor} else -${payments.amountMinor} end), 0)`,
      })
      .from(bookings)
      .leftJoin(payments, eq(payments.bookingId, bookings.id))
      .where(and(inArray(bookings.number, slice), isNull(bookings.cancelledAt)))
      .groupBy(bookings.id);
    for (const b of rows) map.set(b.number, { id: b.id, number: b.number, bookingId: b.id, amountMinor: Math.max(0, Number(b.price) - Number(b.paid)) });
  }
  return map;
}

/** Everything the matcher needs for these lines. */
export async function loadMatchBook(tx: DbOrTx, descriptions: Iterable<string>): Promise<MatchBook> {
  const requestNumbers = new Set<string>();
  const bookingNumbers = new Set<string>();
  for (const text of descriptions) {
    const found = numbersIn(text);
    for (const n of found.requests) requestNumbers.add(n);
    for (const n of found.bookings) bookingNumbers.add(n);
  }
  const proofs = await tx
    .select({
      id: paymentProofs.id,
      reference: paymentProofs.reference,
      requestId: paymentProofs.requestId,
      requestNumber: paymentRequests.number,
      bookingId: paymentRequests.bookingId,
      amountMinor: paymentProofs.amountMinor,
      tdsAmountMinor: paymentProofs.tdsAmountMinor,
    })
    .from(paymentProofs)
    .innerJoin(paymentRequests, eq(paymentRequests.id, paymentProofs.requestId))
    .where(eq(paymentProofs.status, "pending"));
  const config = env();
  const openRequests = await tx
    .select({
      id: paymentRequests.id,
      number: paymentRequests.number,
      bookingId: paymentRequests.bookingId,
      amountMinor: paymentRequests.amountMinor,
      zeroRated: zeroRatedSql(Boolean(config.COMPANY_LUT), Boolean(config.COMPANY_GSTIN)),
    })
    .from(paymentRequests)
    .innerJoin(bookings, eq(bookings.id, paymentRequests.bookingId))
    .leftJoin(invoices, and(eq(invoices.bookingId, bookings.id), isNull(invoices.replacedBy)))
    .where(and(inArray(paymentRequests.status, ["open", "proof_submitted"]), eq(paymentRequests.currency, "INR"), isNull(bookings.cancelledAt)));
  return {
    proofs: proofs.map((p) => ({ ...p, amountMinor: Number(p.amountMinor), tdsAmountMinor: p.tdsAmountMinor === null ? null : Number(p.tdsAmountMinor) })),
    openRequests: openRequests.map((r) => ({ ...r, amountMinor: Number(r.amountMinor), zeroRated: Boolean(r.zeroRated) })),
    requestsByNumber: await namedRequests(tx, [...requestNumbers]),
    bookingsByNumber: await namedBookings(tx, [...bookingNumbers]),
    gstRate: config.GST_RATE,
  };
}
