import { defineRoute } from "@/lib/http/contract";
import { findDebitNote } from "@/lib/invoices/debit-notes";
import { debitNotePdf, pdfResponse } from "@/lib/invoices/pdf";

export const GET = defineRoute("GET /api/admin/debit-notes/{id}/pdf", {
  access: "staff",
  summary: "A debit note as a PDF",
  produces: "application/pdf",
  errors: { 404: "No such debit note" },
  handler: async ({ params }) => {
    const { note, invoice } = await findDebitNote(params.id);
    return pdfResponse(await debitNotePdf(note, invoice), note.number);
  },
});
