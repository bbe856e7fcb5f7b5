import { staffAction } from "@/lib/http/staff-records";
import { paymentAnswer } from "@/lib/sales/answers";
import { recordPayment } from "@/lib/operations/bookings/record-payment";
import { paymentBody } from "@/lib/validation/sales";

export const POST = staffAction("/api/admin/bookings/{id}/payments", {
  summary: "Record a payment (never edited or deleted; numbered from the receipt series); clearing the balance activates the learners",
  body: paymentBody,
  response: paymentAnswer,
  status: 201,
  idempotent: true,
  message: "Payment recorded.",
  errors: { 400: "Another currency than the booking's, or more than 2 decimals", 404: "No such booking", 409: "The booking is cancelled" },
  act: recordPayment,
});
