import { defineRoute } from "@/lib/http/contract";
import { salesReport } from "@/lib/sales/report";
import { salesReportCsvResponse } from "@/lib/sales/report-csv";
import { salesReportQuery } from "@/lib/validation/sales";

export const GET = defineRoute("GET /api/admin/reports/sales/export", {
  access: "staff",
  summary: "The sales figures as a CSV download (cells that would run as formulas get a leading apostrophe)",
  query: salesReportQuery,
  produces: "text/csv",
  handler: async ({ query }) => salesReportCsvResponse(await salesReport(query)),
});
