import { defineRoute } from "@/lib/http/contract";
import { gstr1Download } from "@/lib/returns/reports";
import { returnMonthQuery } from "@/lib/validation/invoices";

export const GET = defineRoute("GET /api/admin/reports/gstr1", {
  access: "staff",
  summary: "The month's GSTR-1 as the GST portal's offline tool imports it (a JSON download, no envelope; rupee numbers)",
  query: returnMonthQuery,
  produces: "application/json",
  handler: ({ query }) => gstr1Download(query.month),
});
