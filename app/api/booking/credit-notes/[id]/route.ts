import { defineRoute, idParams } from "@/lib/http/contract";
import { findMyDocument } from "@/lib/invoices/documents";
import { creditNotePdf, pdfResponse } from "@/lib/invoices/pdf";

export const GET = defineRoute("GET /api/booking/credit-notes/{id}", {
  access: "learner",
  summary: "A credit note PDF of one of the caller's bookings (404 to anyone but its buyer)",
  tags: ["Learner: bookings"],
  params: idParams,
  produces: "application/pdf",
  errors: { 404: "No such credit note, or the caller is not its buyer" },
  handler: async ({ user, params }) => {
    const { invoice, note } = await findMyDocument(user.email, "credit_note", params.id);
    return pdfResponse(await creditNotePdf(note!, invoice), note!.number);
  },
});
