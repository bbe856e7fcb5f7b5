import "server-only";
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { bookings, courses, enrolments, payments, tdsEntries, trainings, users } from "../../db/schema";
import { learnerColumns } from "../accounts/columns";
import { ApiError } from "../errors";
import { keysetPage, listKeyOf, type ListOrder, type ListPage, type PageRange, type PageRequest } from "../http/staff-list";
import type { BookingFilter, BookingStatus } from "../validation/sales";
import { bookingStatusOf, paidOf } from "./status";
import type { BookingBuyer, BookingLearner, DeductionRow, LedgerEntry, SalesBooking } from "./types";
import { sessionPatternColumns } from "../trainings/reads";

/** The console lists at most this many bookings. */
export const BOOKING_LIST_LIMIT = 1000;

export const BOOKING_NOT_FOUND = "Booking not found.";

interface Selection {
  id?: string;
  ids?: string[];
  trainingId?: string;
  /** The bookings an organisation bought. */
  organizationId?: string;
  q?: string;
  /** Bookings this buyer email (any case) bought, or where this account is a learner. */
  mineOf?: { userId: string; email: string };
  /** The derived status, decided in SQL (so a page of one status is read from the index, not filtered after). */
  status?: BookingStatus;
}

/** The console's order of bookings: newest first, ties broken by id (bookings_created_idx serves it). */
export const bookingListOrder: ListOrder = { key: bookings.createdAt, id: bookings.id, type: "timestamptz", direction: "desc" };

/** paid = payments minus refunds, in SQL (as paidOf). */
const paidSql = sql`coalesce((select sum(case when p.kind = 'payment' then p.amount_minor else -p.amount_minor end) from payments p where p.booking_id = "bookings"."id"), 0)`;
/** What settles the price: payments minus refunds, plus the buyer's TDS deductions (books.md §2). */
const settledSql = sql`(${paidSql} + coalesce((select sum(t.amount_minor) from tds_entries t where t.booking_id = "bookings"."id"), 0))`;

/** bookingStatusOf in SQL. */
function statusCondition(status: BookingStatus): SQL {
  switch (status) {
    case "refunded":
      return sql`(${bookings.cancelledAt} is not null and ${paidSql} <= 0)`;
    case "cancelled":
      return sql`(${bookings.cancelledAt} is not null and ${paidSql} > 0)`;
    case "awaiting_payment":
      return sql`(${bookings.cancelledAt} is null and ${bookings.priceMinor} - ${settledSql} > 0)`;
    case "paid":
      return sql`(${bookings.cancelledAt} is null and ${bookings.priceMinor} - ${settledSql} <= 0)`;
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditionsOf(selection: Selection): SQL[] {
  const conditions: SQL[] = [];
  if (selection.id) conditions.push(eq(bookings.id, selection.id));
  if (selection.ids) conditions.push(selection.ids.length ? inArray(bookings.id, selection.ids) : sql`false`);
  if (selection.trainingId) conditions.push(eq(bookings.trainingId, selection.trainingId));
  if (selection.organizationId) conditions.push(eq(bookings.organizationId, selection.organizationId));
  if (selection.q) {
    const like = `%${escapeLike(selection.q)}%`;
    conditions.push(or(ilike(bookings.buyerName, like), ilike(bookings.buyerEmail, like), ilike(bookings.organization, like), ilike(bookings.number, like))!);
  }
  if (selection.mineOf) {
    const { userId, email } = selection.mineOf;
    conditions.push(
      or(
        sql`lower(${bookings.buyerEmail}) = ${email.toLowerCase()}`,
        sql`exists (select 1 from ${enrolments} where ${enrolments.bookingId} = ${bookings.id} and ${enrolments.userId} = ${userId})`,
      )!,
    );
  }
  if (selection.status) conditions.push(statusCondition(selection.status));
  return conditions;
}

/** The query of the console's page of bookings, unexecuted (a test reads its plan). */
export function bookingPageQuery(tx: DbOrTx, selection: Selection, range: PageRange) {
  const conditions = conditionsOf(selection);
  if (range.where) conditions.push(range.where);
  return tx
    .select({ booking: bookings, training: { id: trainings.id, courseTitle: courses.title, ...sessionPatternColumns }, listKey: listKeyOf(bookingListOrder) })
    .from(bookings)
    .innerJoin(trainings, eq(trainings.id, bookings.trainingId))
    .innerJoin(courses, eq(courses.id, trainings.courseId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...range.orderBy)
    .limit(range.limit);
}

/** A page of the console's bookings (filters as listBookings), newest first, by keyset: no offset, no count. */
export async function pageOfBookings(filter: Partial<BookingFilter>, request: PageRequest): Promise<ListPage<SalesBooking>> {
  const db = await getDb();
  return keysetPage(bookingListOrder, request, async (range) => {
    const rows = await bookingPageQuery(db, { trainingId: filter.trainingId, q: filter.q, status: filter.status }, range);
    const hydrated = await hydrate(db, rows);
    return hydrated.map((item, i) => ({ item, key: rows[i]!.listKey, id: item.id }));
  });
}

/** Bookings with their training, ledger and learners, newest first. */
export async function selectBookings(tx: DbOrTx, selection: Selection = {}): Promise<SalesBooking[]> {
  const conditions = conditionsOf(selection);
  const rows = await tx
    .select({
      booking: bookings,
      training: {
        id: trainings.id,
        courseTitle: courses.title,
        ...sessionPatternColumns,
      },
    })
    .from(bookings)
    .innerJoin(trainings, eq(trainings.id, bookings.trainingId))
    .innerJoin(courses, eq(courses.id, trainings.courseId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(bookings.createdAt), desc(bookings.number))
    .limit(BOOKING_LIST_LIMIT);
  return hydrate(tx, rows);
}

/** A booking's buyer fields, picked from anything that carries them (a row, a booking). */
export const buyerOf = (b: BookingBuyer): BookingBuyer => ({
  buyerName: b.buyerName,
  buyerEmail: b.buyerEmail,
  buyerPhone: b.buyerPhone,
  organization: b.organization,
  organizationId: b.organizationId,
  buyerAddress: b.buyerAddress,
  buyerStateCode: b.buyerStateCode,
  buyerCountry: b.buyerCountry,
  buyerGstin: b.buyerGstin,
  buyerGstTreatment: b.buyerGstTreatment,
  purchaseOrder: b.purchaseOrder,
  paymentTermsDays: b.paymentTermsDays,
  exchangeRateE4: b.exchangeRateE4 === null ? null : Number(b.exchangeRateE4),
});

type BookingRow = { booking: typeof bookings.$inferSelect; training: SalesBooking["training"] };

/** Rows of bookings with their ledger and learners, in the rows' order. */
async function hydrate(tx: DbOrTx, rows: BookingRow[]): Promise<SalesBooking[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.booking.id);
  const [ledger, learners, deductions] = await Promise.all([selectLedger(tx, ids), selectLearners(tx, ids), selectDeductions(tx, ids)]);
  return rows.map(({ booking: b, training }) => {
    const entries = ledger.filter((p) => p.bookingId === b.id);
    const paidMinor = paidOf(entries);
    const tds = deductions.filter((d) => d.bookingId === b.id);
    const deductedMinor = tds.reduce((sum, d) => sum + d.amountMinor, 0);
    return {
      id: b.id,
      number: b.number,
      trainingId: b.trainingId,
      training,
      ...buyerOf(b),
      seats: b.seats,
      currency: b.currency,
      priceMinor: Number(b.priceMinor),
      paidMinor,
      deductedMinor,
      balanceMinor: Number(b.priceMinor) - paidMinor - deductedMinor,
      status: bookingStatusOf(Number(b.priceMinor), paidMinor, b.cancelledAt !== null, deductedMinor),
      cancelledAt: b.cancelledAt,
      learners: learners.filter((l) => l.bookingId === b.id).map(({ bookingId: _unused, ...l }) => l),
      payments: entries,
      deductions: tds,
      enquiryId: b.enquiryId,
      createdAt: b.createdAt,
    };
  });
}

/** Ledger entries of the bookings, oldest first (the order they were recorded). */
async function selectLedger(tx: DbOrTx, bookingIds: string[]): Promise<LedgerEntry[]> {
  const rows = await tx.select().from(payments).where(inArray(payments.bookingId, bookingIds)).orderBy(asc(payments.createdAt), asc(payments.receiptNumber));
  return rows.map((p) => ({ ...p, amountMinor: Number(p.amountMinor) }));
}

/** TDS deductions of the bookings (lib/tds records them), oldest first. */
async function selectDeductions(tx: DbOrTx, bookingIds: string[]): Promise<DeductionRow[]> {
  const rows = await tx.select().from(tdsEntries).where(inArray(tdsEntries.bookingId, bookingIds)).orderBy(asc(tdsEntries.createdAt), asc(tdsEntries.id));
  return rows.map((t) => ({ ...t, amountMinor: Number(t.amountMinor) }));
}

async function selectLearners(tx: DbOrTx, bookingIds: string[]): Promise<(BookingLearner & { bookingId: string })[]> {
  const rows = await tx
    .select({
      bookingId: enrolments.bookingId,
      ...learnerColumns,
      enrolmentId: enrolments.id,
      isActive: enrolments.isActive,
      clientSeesName: enrolments.clientSeesName,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(inArray(enrolments.bookingId, bookingIds))
    .orderBy(asc(enrolments.createdAt), asc(users.email));
  return rows.map((r) => ({ ...r, bookingId: r.bookingId! }));
}

/** One booking; 404 when there is none. */
export async function findBooking(tx: DbOrTx, id: string): Promise<SalesBooking> {
  const [found] = await selectBookings(tx, { id });
  if (!found) throw new ApiError("not_found", BOOKING_NOT_FOUND);
  return found;
}

/** Whether a booking is paid in full (the rule an enrolment of a booking follows). */
export const isBookingPaid = async (tx: DbOrTx, id: string): Promise<boolean> => (await findBooking(tx, id)).status === "paid";

/** Locks a booking's row for the rest of the transaction (payments, learners and changes of one booking queue up). */
export async function lockBooking(tx: DbOrTx, id: string): Promise<SalesBooking> {
  const locked = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id)).for("update");
  if (locked.length === 0) throw new ApiError("not_found", BOOKING_NOT_FOUND);
  return findBooking(tx, id);
}

export async function getBooking(id: string): Promise<SalesBooking> {
  return findBooking(await getDb(), id);
}

/** The console's list: filtered by derived status, training and a search. */
export async function listBookings(filter: Partial<BookingFilter> = {}): Promise<SalesBooking[]> {
  return selectBookings(await getDb(), { trainingId: filter.trainingId, q: filter.q, status: filter.status });
}

/** An organisation's bookings, newest first (its console page). */
export async function listOrganizationBookings(organizationId: string): Promise<SalesBooking[]> {
  return selectBookings(await getDb(), { organizationId });
}
