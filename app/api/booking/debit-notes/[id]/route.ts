import { defineRoute } from "@/lib/http/contract";
import { findMyDebitNote } from "@/lib/invoices/debit-notes";
import { debitNotePdf, pdfResponse } from "@/lib/invoices/pdf";

export const GET = defineRoute("GET /api/booking/debit-notes/{id}", {
  access: "learner",
  summary: "A debit note PDF of one of the caller's bookings (404 to anyone but its buyer)",
  produces: "application/pdf",
  errors: { 404: "No such debit note, or the caller is not its buyer" },
  handler: async ({ user, params }) => {
    const { note, invoice } = await findMyDebitNote(user.email, params.id);
    return pdfResponse(await debitNotePdf(note, invoice), note.number);
  },
});
