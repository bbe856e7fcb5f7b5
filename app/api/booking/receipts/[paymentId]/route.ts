import { defineRoute } from "@/lib/http/contract";
import { myReceiptPdf } from "@/lib/invoices/mine";

export const GET = defineRoute("GET /api/booking/receipts/{paymentId}", {
  access: "learner",
  summary: "A receipt PDF of one of the caller's bookings (404 to anyone but its buyer and learners)",
  produces: "application/pdf",
  errors: { 404: "No such receipt, or not the caller's" },
  handler: ({ user, params }) => myReceiptPdf(user, params.paymentId),
});
