import "server-only";
import { and, asc, between, eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "../../db";
import { bookings, tdsEntries } from "../../db/schema";
import { toInrMinor } from "../gst/inr";
import { answer } from "../http/answer-schema";
import { csvDownload } from "../http/download";
import { fromMinor, money, moneySchema } from "../money";
import { tdsStatuses, tdsStatusOfRow } from "./status";
import { fyOf, fyRange, isStatementOverdue, quarterOf, QUARTERS, statementDueOn, type Quarter } from "./quarters";
import { companyToday } from "../company";

export interface TdsReportEntry {
  id: string;
  bookingId: string;
  bookingNumber: string;
  buyer: string;
  tan: string;
  section: string;
  /** Rupees (paise): a foreign booking's deduction at its exchange rate, as the government's statement shows it. */
  amountMinor: number;
  deductedOn: string;
  quarter: Quarter;
  dueOn: string;
  status: (typeof tdsStatuses)[number];
  matchedOn: string | null;
  certificateNumber: string | null;
}

export interface TdsReport {
  fy: string;
  quarters: { quarter: Quarter; dueOn: string; entries: TdsReportEntry[]; totalMinor: number }[];
  totalMinor: number;
  /** Entries still unmatched after their quarter's statement was due, oldest first: the ones to chase. */
  unmatched: TdsReportEntry[];
}

/** GET /api/admin/reports/tds?fy=: the financial year's deductions by quarter (deductedOn in DEFAULT_TIME_ZONE's days). */
export async function tdsReport(fyAsked?: string): Promise<TdsReport> {
  const today = companyToday();
  const fy = fyAsked ?? fyOf(today);
  const { from, to } = fyRange(fy);
  const db = await getDb();
  const rows = await db
    .select({ entry: tdsEntries, number: bookings.number, organization: bookings.organization, buyerName: bookings.buyerName, rateE4: bookings.exchangeRateE4 })
    .from(tdsEntries)
    .innerJoin(bookings, eq(bookings.id, tdsEntries.bookingId))
    .where(and(between(tdsEntries.deductedOn, from, to)))
    .orderBy(asc(tdsEntries.deductedOn), asc(bookings.number), asc(tdsEntries.id));
  const entries: TdsReportEntry[] = rows.map(({ entry: e, number, organization, buyerName, rateE4 }) => {
    const quarter = quarterOf(e.deductedOn);
    const amountMinor = Number(e.amountMinor);
    return {
      id: e.id,
      bookingId: e.bookingId,
      bookingNumber: number,
      buyer: organization || buyerName,
      tan: e.tan,
      section: e.section,
      amountMinor: e.currency === "INR" || rateE4 === null ? amountMinor : toInrMinor(amountMinor, rateE4),
      deductedOn: e.deductedOn,
      quarter,
      dueOn: statementDueOn(fy, quarter),
      status: tdsStatusOfRow(e),
      matchedOn: e.matchedOn,
      certificateNumber: e.certificateNumber,
    };
  });
  const sum = (list: TdsReportEntry[]) => list.reduce((s, e) => s + e.amountMinor, 0);
  const quarters = QUARTERS.map((quarter) => {
    const list = entries.filter((e) => e.quarter === quarter);
    return { quarter, dueOn: statementDueOn(fy, quarter), entries: list, totalMinor: sum(list) };
  });
  const unmatched = entries.filter((e) => e.status === "unmatched" && isStatementOverdue(e.deductedOn, today));
  return { fy, quarters, totalMinor: sum(entries), unmatched };
}

const inr = (minor: number) => money(minor, "INR");

const reportEntrySchema = z
  .object({
    _id: z.string(),
    bookingId: z.string(),
    bookingNumber: z.string(),
    buyer: z.string().describe("the organisation, else the buyer's name"),
    tan: z.string(),
    section: z.string(),
    amount: moneySchema.describe("in rupees (a foreign booking's deduction at its exchange rate)"),
    deductedOn: z.iso.date(),
    status: z.enum(tdsStatuses),
    matchedOn: z.iso.date().nullable(),
    certificateNumber: z.string().nullable(),
    dueOn: z.iso.date().describe("the day its quarter's statement is due (the 15th of the second month after the quarter)"),
  })
  .meta({ id: "TdsReportEntry" });

const entryWire = (e: TdsReportEntry): z.input<typeof reportEntrySchema> => ({ ...e, _id: e.id, amount: inr(e.amountMinor) });

export const tdsReportAnswer = answer(
  z
    .object({
      fy: z.string(),
      quarters: z.array(
        z.object({
          quarter: z.enum(QUARTERS as [Quarter, ...Quarter[]]),
          dueOn: z.iso.date().describe("the day the quarter's deductions are due on the statement"),
          entries: z.array(reportEntrySchema),
          total: moneySchema,
        }),
      ),
      total: moneySchema,
      unmatched: z.array(reportEntrySchema).describe("entries still unmatched after their quarter's statement was due, oldest first"),
    })
    .meta({ id: "TdsReport" }),
  (r: TdsReport) => ({
    fy: r.fy,
    quarters: r.quarters.map((q) => ({ quarter: q.quarter, dueOn: q.dueOn, entries: q.entries.map(entryWire), total: inr(q.totalMinor) })),
    total: inr(r.totalMinor),
    unmatched: r.unmatched.map(entryWire),
  }),
);

/** ?format=csv: one row an entry (formula-safe, lib/csv.ts). */
export function tdsReportCsvResponse(r: TdsReport): Response {
  const header = [
    "Quarter",
    "Booking",
    "Buyer",
    "TAN",
    "Section",
    "Amount (INR)",
    "Deducted on",
    "Status",
    "Matched on",
    "Certificate number",
    "Statement due",
  ];
  const rows = r.quarters.flatMap((q) =>
    q.entries.map((e) => [
      e.quarter,
      e.bookingNumber,
      e.buyer,
      e.tan,
      e.section,
      fromMinor(e.amountMinor, "INR").toFixed(2),
      e.deductedOn,
      e.status,
      e.matchedOn,
      e.certificateNumber,
      e.dueOn,
    ]),
  );
  return csvDownload([header, ...rows], `tds-${r.fy}.csv`);
}
