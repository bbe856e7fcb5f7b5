import { defineRoute } from "@/lib/http/contract";
import { myInvoicePdf } from "@/lib/invoices/mine";

export const GET = defineRoute("GET /api/booking/invoices/{id}", {
  access: "learner",
  summary: "The tax invoice PDF of one of the caller's bookings (404 to anyone but its buyer)",
  produces: "application/pdf",
  errors: { 404: "No such invoice, or the caller is not its buyer" },
  handler: ({ user, params }) => myInvoicePdf(user, params.id),
});
