import "server-only";
import { and, asc, desc, isNull, sql } from "drizzle-orm";
import { getDb } from "../../db";
import { bookings, enquiries, payments } from "../../db/schema";
import { env } from "../env";
import { addDays } from "../schedule/schedule";
import { enquiryStatuses, type EnquiryStatus } from "../validation/enquiries";
import { ApiError } from "../errors";
import { isReportRangeBounded, salesReportMessages, type SalesReportRange } from "../validation/sales-report";
import { money, type Money } from "../money";
import { figureOf } from "../at-scale";
import { cacheTags } from "../cache";
import { companyToday } from "../company";

export interface SalesReport {
  from: string;
  to: string;
  enquiries: { byStatus: Record<EnquiryStatus, number>; byWeek: { week: string; count: number }[] };
  /** Percent of the range's enquiries that are won, one decimal; null when there are none. */
  conversionRate: number | null;
  revenue: (Money & { month: string })[];
  outstanding: { bookingId: string; number: string; buyerName: string; balance: Money }[];
}

/** The Monday of a date's week (YYYY-MM-DD). */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}

/** The default range: the last 12 months up to today (in the company's zone). */
export function rangeOf(range: SalesReportRange): { from: string; to: string } {
  const to = range.to ?? companyToday();
  if (range.from) {
    // `to` may be today's default: the bound is checked here too, not only by the query's schema.
    if (!isReportRangeBounded(range.from, to))
      throw new ApiError("bad_request", salesReportMessages.rangeTooLong, { fieldErrors: { from: salesReportMessages.rangeTooLong } });
    return { from: range.from, to };
  }
  const yearBefore = `${Number(to.slice(0, 4)) - 1}${to.slice(4).replace("-02-29", "-02-28")}`;
  return { from: addDays(yearBefore, 1), to };
}

/** GET /api/admin/reports/sales (sales-and-batches.md §2). */
export async function salesReport(range: SalesReportRange = {}): Promise<SalesReport> {
  const { from, to } = rangeOf(range);
  const tz = env().DEFAULT_TIME_ZONE;
  const db = await getDb();
  // Created on a day from `from` to `to` in the zone, as instants (the start of `from` to the start of the day after
  // `to`): compared as they are stored, not converted row by row (a year of a large company's 200,000 enquiries).
  const inRange = sql`${enquiries.createdAt} >= (${from}::date::timestamp at time zone ${tz}) and ${enquiries.createdAt} < ((${to}::date + 1)::timestamp at time zone ${tz})`;
  // Each enquiry's week, named once a week rather than once a row.
  const weeks = db
    .select({ start: sql<string>`date_trunc('week', ${enquiries.createdAt} at time zone ${tz})`.as("start") })
    .from(enquiries)
    .where(inRange)
    .as("weeks");
  const week = sql<string>`to_char(${weeks.start}, 'YYYY-MM-DD')`;
  const month = sql<string>`to_char(${payments.paidOn}, 'YYYY-MM')`;
  const signed = sql`case when ${payments.kind} = 'payment' then ${payments.amountMinor} else -${payments.amountMinor} end`;
  // What settles the price: payments minus refunds plus the buyer's TDS deductions (books.md §2).
  const paidSum = sql`(coalesce((select sum(case when p.kind = 'payment' then p.amount_minor else -p.amount_minor end) from payments p where p.booking_id = ${bookings.id}), 0) + coalesce((select sum(t.amount_minor) from tds_entries t where t.booking_id = ${bookings.id}), 0))`;
  const balance = sql<string>`(${bookings.priceMinor} - ${paidSum})::text`;

  const [statusRows, weekRows, revenueRows, outstandingRows] = await Promise.all([
    db
      .select({ status: enquiries.status, n: sql<number>`count(*)::int` })
      .from(enquiries)
      .where(inRange)
      .groupBy(enquiries.status),
    db
      .select({ week, n: sql<number>`count(*)::int` })
      .from(weeks)
      .groupBy(weeks.start),
    db
      .select({ month, currency: payments.currency, minor: sql<string>`sum(${signed})::text` })
      .from(payments)
      .where(sql`${payments.paidOn} between ${from}::date and ${to}::date`)
      .groupBy(month, payments.currency)
      .orderBy(asc(month), asc(payments.currency)),
    db
      .select({ id: bookings.id, number: bookings.number, buyerName: bookings.buyerName, currency: bookings.currency, balance })
      .from(bookings)
      .where(and(isNull(bookings.cancelledAt), sql`${bookings.priceMinor} - ${paidSum} > 0`))
      .orderBy(desc(sql`${bookings.priceMinor} - ${paidSum}`), asc(bookings.number)),
  ]);

  const byStatus = Object.fromEntries(enquiryStatuses.map((s) => [s, 0])) as Record<EnquiryStatus, number>;
  for (const r of statusRows) byStatus[r.status] = Number(r.n);
  const counts = new Map(weekRows.map((r) => [r.week, Number(r.n)]));
  const byWeek: { week: string; count: number }[] = [];
  for (let w = mondayOf(from); w <= to; w = addDays(w, 7)) byWeek.push({ week: w, count: counts.get(w) ?? 0 });
  const total = Object.values(byStatus).reduce((a, b) => a + b, 0);

  return {
    from,
    to,
    enquiries: { byStatus, byWeek },
    conversionRate: total === 0 ? null : Math.round((byStatus.won / total) * 1000) / 10,
    revenue: revenueRows.map((r) => ({ month: r.month, ...money(Number(r.minor), r.currency) })),
    outstanding: outstandingRows.map((r) => ({ bookingId: r.id, number: r.number, buyerName: r.buyerName, balance: money(Number(r.balance), r.currency) })),
  };
}

/**
 * The console start page's report (the last 12 months): at a large company's size worked out once per change of
 * enquiries, bookings or payments (lib/at-scale.ts), since its weeks of 200,000 enquiries took 300 ms a look.
 */
export function recentSalesReport(): Promise<SalesReport> {
  const { from, to } = rangeOf({});
  return figureOf("contact_messages", `sales:${from}:${to}`, [cacheTags.sales], () => salesReport({ from, to }));
}
