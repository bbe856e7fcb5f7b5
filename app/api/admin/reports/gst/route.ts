import { defineRoute } from "@/lib/http/contract";
import { gstRegister, gstRegisterAnswer, gstRegisterCsvResponse } from "@/lib/invoices/report";
import { gstReportQuery } from "@/lib/validation/invoices";

export const GET = defineRoute("GET /api/admin/reports/gst", {
  access: "staff",
  summary:
    "The month's GST register: invoices, credit notes and debit notes issued, and the net figures (invoices + debit notes − credit notes that adjust tax, in rupees) (format=csv: one row a document, formula-safe)",
  query: gstReportQuery,
  response: gstRegisterAnswer,
  message: "GST register fetched.",
  handler: async ({ query }) => {
    const register = await gstRegister(query.month);
    return query.format === "csv" ? gstRegisterCsvResponse(register) : register;
  },
});
