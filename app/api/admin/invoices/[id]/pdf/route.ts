import { defineRoute } from "@/lib/http/contract";
import { findInvoice } from "@/lib/invoices/documents";
import { invoicePdf, pdfResponse } from "@/lib/invoices/pdf";

export const GET = defineRoute("GET /api/admin/invoices/{id}/pdf", {
  access: "staff",
  summary: "A tax invoice as a PDF",
  produces: "application/pdf",
  errors: { 404: "No such invoice" },
  handler: async ({ params }) => {
    const invoice = await findInvoice(params.id);
    return pdfResponse(await invoicePdf(invoice), invoice.number);
  },
});
