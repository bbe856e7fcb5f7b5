import { z } from "zod";

// The GST register's query (billing-and-delivery.md §4). Browser-safe.

export const gstReportMessages = {
  month: "Month must be a month like 2026-04.",
  format: "Format must be json or csv.",
} as const;

export const gstReportQuery = z.object({
  month: z
    .string({ message: gstReportMessages.month })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, gstReportMessages.month)
    .describe("YYYY-MM: the documents issued that month (dates in DEFAULT_TIME_ZONE)"),
  format: z.enum(["json", "csv"], { message: gstReportMessages.format }).optional().describe("csv: a download, one row a document"),
});
export type GstReportQuery = z.output<typeof gstReportQuery>;

/** GSTR-1 and GSTR-3B take the month only (books.md §4). */
export const returnMonthQuery = gstReportQuery.pick({ month: true });
