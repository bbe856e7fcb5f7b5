import { staffAction } from "@/lib/http/staff-records";
import { paymentAnswer } from "@/lib/sales/answers";
import { recordRefund } from "@/lib/operations/bookings/record-refund";
import { refundBody } from "@/lib/validation/sales";

export const POST = staffAction("/api/admin/bookings/{id}/refunds", {
  summary:
    "Record a refund (kind refund, amount positive; never more than was paid); a balance left deactivates the learners. With lowerPrice the price drops by the amount in the same transaction (an invoiced booking gets a credit note) and no balance reopens",
  body: refundBody,
  response: paymentAnswer,
  status: 201,
  idempotent: true,
  message: "Refund recorded.",
  errors: { 400: "More than was paid, with lowerPrice not less than the price, or another currency than the booking's", 404: "No such booking" },
  act: recordRefund,
});
