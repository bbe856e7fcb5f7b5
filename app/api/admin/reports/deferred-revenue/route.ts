import { defineRoute } from "@/lib/http/contract";
import { deferredRevenueAnswer, deferredRevenueOn } from "@/lib/ledger-export/deferred-report";
import { deferredRevenueQuery } from "@/lib/validation/ledger-export";

export const GET = defineRoute("GET /api/admin/reports/deferred-revenue", {
  access: "staff",
  summary: "Revenue not yet earned on a date: each invoiced booking's taxable value for the sessions after it, and the total",
  query: deferredRevenueQuery,
  response: deferredRevenueAnswer,
  message: "Deferred revenue fetched.",
  handler: ({ query }) => deferredRevenueOn(query.on),
});
