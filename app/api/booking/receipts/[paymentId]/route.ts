import { z } from "zod";
import { defineRoute, idSchema } from "@/lib/http/contract";
import { findMyReceipt } from "@/lib/invoices/mine";
import { receiptResponse } from "@/lib/sales/receipts";

export const GET = defineRoute("GET /api/booking/receipts/{paymentId}", {
  access: "learner",
  summary: "A receipt PDF of one of the caller's bookings (404 to anyone but its buyer and learners)",
  tags: ["Learner: bookings"],
  params: z.object({ paymentId: idSchema }),
  produces: "application/pdf",
  errors: { 404: "No such receipt, or not the caller's" },
  handler: async ({ user, params }) => {
    const { booking, entry } = await findMyReceipt(user, params.paymentId);
    return receiptResponse(booking, entry);
  },
});
