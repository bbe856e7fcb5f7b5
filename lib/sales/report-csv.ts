import "server-only";
import { z } from "zod";
import { download } from "../http/download";
import { toCsv } from "../csv";
import { answer } from "../http/answer-schema";
import { enquiryStatuses } from "../validation/enquiries";
import { moneySchema } from "../money";
import type { SalesReport } from "./report";

export const salesReportAnswer = answer(
  z
    .object({
      enquiries: z.object({
        byStatus: z.object(Object.fromEntries(enquiryStatuses.map((s) => [s, z.number().int()])) as Record<(typeof enquiryStatuses)[number], z.ZodNumber>),
        byWeek: z.array(z.object({ week: z.iso.date().describe("the week's Monday"), count: z.number().int() })),
      }),
      conversionRate: z.number().nullable().describe("percent of the range's enquiries that are won, one decimal; null when none"),
      revenue: z
        .array(z.object({ month: z.string().describe("YYYY-MM"), amount: z.number(), currency: z.string() }))
        .describe("payments minus refunds by month of paidOn"),
      outstanding: z.array(z.object({ bookingId: z.string(), number: z.string(), buyerName: z.string(), balance: moneySchema })),
    })
    .meta({ id: "SalesReport" }),
  (r: SalesReport) => ({ enquiries: r.enquiries, conversionRate: r.conversionRate, revenue: r.revenue, outstanding: r.outstanding }),
);

/** The report's numbers as CSV (one table: section, key, value, currency), formula-safe like the enquiries export. */
export function salesReportCsv(r: SalesReport): string {
  const rows: (string | number | null)[][] = [["Section", "Key", "Value", "Currency"]];
  rows.push(["Range", "from", r.from, ""], ["Range", "to", r.to, ""]);
  for (const [status, count] of Object.entries(r.enquiries.byStatus)) rows.push(["Enquiries by stage", status, count, ""]);
  for (const w of r.enquiries.byWeek) rows.push(["Enquiries by week", w.week, w.count, ""]);
  rows.push(["Conversion rate (%)", "won / created", r.conversionRate, ""]);
  for (const m of r.revenue) rows.push(["Revenue by month", m.month, m.amount.toFixed(2), m.currency]);
  for (const o of r.outstanding) rows.push(["Outstanding", `${o.number} ${o.buyerName}`, o.balance.amount.toFixed(2), o.balance.currency]);
  return toCsv(rows);
}

export function salesReportCsvResponse(r: SalesReport): Response {
  return download(salesReportCsv(r), { filename: `sales-${r.from}-to-${r.to}.csv`, type: "text/csv" });
}
