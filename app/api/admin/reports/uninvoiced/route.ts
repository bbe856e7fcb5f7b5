import { defineRoute } from "@/lib/http/contract";
import { listUninvoiced, uninvoicedAnswer } from "@/lib/invoices/uninvoiced";

export const GET = defineRoute("GET /api/admin/reports/uninvoiced", {
  access: "staff",
  summary:
    "Supplied, not invoiced: bookings not cancelled whose batch's first session has started and which have no invoice, oldest first (the law allows 30 days)",
  response: uninvoicedAnswer,
  handler: () => listUninvoiced(),
});
