import { defineRoute } from "@/lib/http/contract";
import { leadInvoicePdf } from "@/lib/leads/overview";

export const GET = defineRoute("GET /api/org/invoices/{id}", {
  access: "lead",
  summary: "The tax invoice PDF of a booking of one of the lead's organisations",
  description: "Another organisation's invoice answers 404, as does an unknown one.",
  produces: "application/pdf",
  errors: { 404: "No such invoice, or another organisation's" },
  handler: ({ user, params }) => leadInvoicePdf(user._id, params.id),
});
