// The sales report's range: at most three years a call, so the work of one report stays bounded. Browser-safe: no
// server imports.
import { z } from "zod";
import { dateSchema } from "./common";
import { daysBetween } from "../schedule/schedule";

/** The longest range one report covers (the work of one call stays bounded). */
export const SALES_REPORT_MAX_DAYS = 3 * 366;
export const salesReportMessages = { rangeTooLong: "The report covers at most 3 years: choose a shorter range." } as const;
/** Whether a range (first and last day) is short enough for one report. */
export const isReportRangeBounded = (from: string, to: string) => daysBetween(from, to) < SALES_REPORT_MAX_DAYS;

/** GET /api/admin/reports/sales?from=&to= */
export const salesReportQuery = z
  .object({
    from: z.preprocess((v) => (v === "" ? undefined : v), dateSchema.optional()).describe("first day (default: a year before `to`)"),
    to: z.preprocess((v) => (v === "" ? undefined : v), dateSchema.optional()).describe("last day (default: today)"),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "from must not be after to.", path: ["from"] })
  .refine((q) => !q.from || !q.to || isReportRangeBounded(q.from, q.to), { message: salesReportMessages.rangeTooLong, path: ["from"] });
export type SalesReportRange = z.output<typeof salesReportQuery>;
