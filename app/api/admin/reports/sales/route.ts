import { defineRoute } from "@/lib/http/contract";
import { salesReport } from "@/lib/sales/report";
import { salesReportAnswer } from "@/lib/sales/report-csv";
import { salesReportQuery } from "@/lib/validation/sales";

export const GET = defineRoute("GET /api/admin/reports/sales", {
  access: "staff",
  summary: "Sales figures: enquiries by stage and week, conversion rate, revenue by month, outstanding balances (default: the last 12 months)",
  query: salesReportQuery,
  response: salesReportAnswer,
  message: "Sales report fetched.",
  handler: ({ query }) => salesReport(query),
});
