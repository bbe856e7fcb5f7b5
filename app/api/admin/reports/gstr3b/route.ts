import { defineRoute } from "@/lib/http/contract";
import { gstr3bAnswer, gstr3bOf } from "@/lib/returns/reports";
import { returnMonthQuery } from "@/lib/validation/invoices";

export const GET = defineRoute("GET /api/admin/reports/gstr3b", {
  access: "staff",
  summary: "The month's GSTR-3B tables 3.1(a), 3.1(b) and 3.2 from the same documents as GSTR-1 (rupee numbers)",
  query: returnMonthQuery,
  response: gstr3bAnswer,
  message: "GSTR-3B fetched.",
  handler: ({ query }) => gstr3bOf(query.month),
});
