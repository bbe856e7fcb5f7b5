import { defineRoute } from "@/lib/http/contract";
import { myCreditNotePdf } from "@/lib/invoices/mine";

export const GET = defineRoute("GET /api/booking/credit-notes/{id}", {
  access: "learner",
  summary: "A credit note PDF of one of the caller's bookings (404 to anyone but its buyer)",
  produces: "application/pdf",
  errors: { 404: "No such credit note, or the caller is not its buyer" },
  handler: ({ user, params }) => myCreditNotePdf(user, params.id),
});
