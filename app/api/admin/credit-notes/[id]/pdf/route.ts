import { defineRoute } from "@/lib/http/contract";
import { findCreditNote } from "@/lib/invoices/documents";
import { creditNotePdf, pdfResponse } from "@/lib/invoices/pdf";

export const GET = defineRoute("GET /api/admin/credit-notes/{id}/pdf", {
  access: "staff",
  summary: "A credit note as a PDF",
  produces: "application/pdf",
  errors: { 404: "No such credit note" },
  handler: async ({ params }) => {
    const { note, invoice } = await findCreditNote(params.id);
    return pdfResponse(await creditNotePdf(note, invoice), note.number);
  },
});
