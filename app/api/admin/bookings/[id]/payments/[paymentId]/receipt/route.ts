import { defineRoute } from "@/lib/http/contract";
import { findReceipt, receiptResponse } from "@/lib/sales/receipts";

export const GET = defineRoute("GET /api/admin/bookings/{id}/payments/{paymentId}/receipt", {
  access: "staff",
  summary: "A payment's or refund's receipt as a PDF",
  produces: "application/pdf",
  errors: { 404: "No such booking or entry" },
  handler: async ({ params }) => {
    const { booking, entry } = await findReceipt(params.id, params.paymentId);
    return receiptResponse(booking, entry);
  },
});
