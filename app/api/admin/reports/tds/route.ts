import { defineRoute } from "@/lib/http/contract";
import { tdsReport, tdsReportAnswer, tdsReportCsvResponse } from "@/lib/tds/report";
import { tdsReportQuery } from "@/lib/validation/tds";

export const GET = defineRoute("GET /api/admin/reports/tds", {
  access: "staff",
  summary:
    "The financial year's TDS deductions by quarter (Q1 April–June … Q4 January–March, in DEFAULT_TIME_ZONE), with those still unmatched after their quarter's statement was due (format=csv: one row an entry, formula-safe)",
  query: tdsReportQuery,
  response: tdsReportAnswer,
  message: "TDS report fetched.",
  handler: async ({ query }) => {
    const report = await tdsReport(query.fy);
    return query.format === "csv" ? tdsReportCsvResponse(report) : report;
  },
});
