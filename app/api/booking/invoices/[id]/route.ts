import { defineRoute, idParams } from "@/lib/http/contract";
import { findMyDocument } from "@/lib/invoices/documents";
import { invoicePdf, pdfResponse } from "@/lib/invoices/pdf";

export const GET = defineRoute("GET /api/booking/invoices/{id}", {
  access: "learner",
  summary: "The tax invoice PDF of one of the caller's bookings (404 to anyone but its buyer)",
  tags: ["Learner: bookings"],
  params: idParams,
  produces: "application/pdf",
  errors: { 404: "No such invoice, or the caller is not its buyer" },
  handler: async ({ user, params }) => {
    const { invoice } = await findMyDocument(user.email, "invoice", params.id);
    return pdfResponse(await invoicePdf(invoice), invoice.number);
  },
});
