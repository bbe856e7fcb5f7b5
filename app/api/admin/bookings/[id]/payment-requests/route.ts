import { paymentRequestsAnswer } from "@/lib/collection/answers";
import { requestPayments } from "@/lib/operations/bookings/request-payments";
import { staffAction } from "@/lib/http/staff-records";
import { paymentRequestsBody } from "@/lib/validation/collection";

export const POST = staffAction("/api/admin/bookings/{id}/payment-requests", {
  summary: "Ask the buyer for instalments with due dates: each numbered PR-YYYY-NNNN, with a pay link mailed to the buyer",
  body: paymentRequestsBody,
  response: paymentRequestsAnswer,
  status: 201,
  message: "Payment requests created.",
  errors: {
    400: "Open requests would add up to more than the balance, a due date in the past, another currency",
    404: "No such booking",
    409: "The booking is cancelled",
  },
  act: requestPayments,
});
