import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { myBookingAnswer } from "@/lib/sales/answers";
import { listMyBookings } from "@/lib/invoices/mine";

export const GET = defineRoute("GET /api/booking/getMyBookings", {
  access: "learner",
  summary: "The caller's bookings, as buyer (by email) or learner, with balance and receipts",
  response: z.array(myBookingAnswer),
  message: "Bookings fetched.",
  handler: ({ user }) => listMyBookings(user),
});
