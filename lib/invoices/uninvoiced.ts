import "server-only";
import { and, asc, eq, isNull, lte, notExists } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "../../db";
import { bookings, invoices, organizations, trainings } from "../../db/schema";
import { now } from "../clock";
import { companyDate } from "../company";
import { answer } from "../http/answer-schema";
import { money, moneySchema } from "../money";
import { daysBetween } from "../schedule/schedule";
import { sessionsOf, type Weekday } from "../schedule/sessions";
import { dateInZone } from "../schedule/status";
import { sessionPatternColumns } from "../trainings/reads";

// Supplied, not invoiced (books.md §3): the law allows 30 days from the supply of a service to its invoice (CGST
// Rules, rule 47), so the console shows what has started without one.

/** Past this many days since the first session, an uninvoiced booking is late. */
export const UNINVOICED_LIMIT_DAYS = 30;

export interface UninvoicedBooking {
  bookingId: string;
  number: string;
  buyer: string;
  totalMinor: number;
  currency: string;
  startedOn: string;
  days: number;
}

/**
 * GET /api/admin/reports/uninvoiced: bookings not cancelled, without an invoice, whose batch's first session has
 * started; the oldest start first. `days` counts from the first session's date to today (DEFAULT_TIME_ZONE).
 */
export async function listUninvoiced(): Promise<UninvoicedBooking[]> {
  const db = await getDb();
  const at = now();
  const today = companyDate(at);
  // A batch's first session is on or after its start date, and no zone is more than a day ahead of another: the
  // query narrows by date, the session rule decides.
  const rows = await db
    .select({
      bookingId: bookings.id,
      number: bookings.number,
      buyerName: bookings.buyerName,
      organization: organizations.name,
      priceMinor: bookings.priceMinor,
      currency: bookings.currency,
      training: sessionPatternColumns,
    })
    .from(bookings)
    .innerJoin(trainings, eq(trainings.id, bookings.trainingId))
    .leftJoin(organizations, eq(organizations.id, bookings.organizationId))
    .where(
      and(
        isNull(bookings.cancelledAt),
        lte(trainings.startDate, dateInZone(new Date(at.getTime() + 86_400_000), "UTC")),
        notExists(db.select({ id: invoices.id }).from(invoices).where(eq(invoices.bookingId, bookings.id))),
      ),
    )
    .orderBy(asc(trainings.startDate), asc(bookings.number));
  const found: UninvoicedBooking[] = [];
  for (const r of rows) {
    const first = sessionsOf({ ...r.training, days: r.training.days as Weekday[] })[0];
    if (!first || first.startsAt > at) continue;
    found.push({
      bookingId: r.bookingId,
      number: r.number,
      buyer: r.organization ?? r.buyerName,
      totalMinor: Number(r.priceMinor),
      currency: r.currency,
      startedOn: first.date,
      days: daysBetween(first.date, today),
    });
  }
  return found.sort((a, b) => a.startedOn.localeCompare(b.startedOn) || a.number.localeCompare(b.number));
}

export const uninvoicedAnswer = answer(
  z
    .array(
      z.object({
        bookingId: z.string(),
        number: z.string(),
        buyer: z.string().describe("the organisation's name, else the buyer's"),
        total: moneySchema.describe("the booking's price"),
        startedOn: z.iso.date().describe("the date of the batch's first session"),
        days: z.number().int().describe(`days since then; over ${UNINVOICED_LIMIT_DAYS} is past the law's limit`),
      }),
    )
    .meta({ id: "UninvoicedBookings" }),
  (list: UninvoicedBooking[]) => list.map((b) => ({ ...b, total: money(b.totalMinor, b.currency) })),
);
