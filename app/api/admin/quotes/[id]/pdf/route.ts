import { defineRoute } from "@/lib/http/contract";
import { pdfResponse } from "@/lib/invoices/pdf";
import { quotePdf } from "@/lib/quotes/pdf";
import { getQuote } from "@/lib/quotes/reads";

export const GET = defineRoute("GET /api/admin/quotes/{id}/pdf", {
  access: "staff",
  summary: "A quote as a PDF",
  produces: "application/pdf",
  errors: { 404: "No such quote" },
  handler: async ({ params }) => {
    const view = await getQuote(params.id);
    return pdfResponse(await quotePdf(view), view.quote.number);
  },
});
