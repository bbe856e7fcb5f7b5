import { defineRoute } from "@/lib/http/contract";
import { bookingAnswer } from "@/lib/sales/answers";
import { removeLearner } from "@/lib/operations/bookings/remove-learner";

export const DELETE = defineRoute("DELETE /api/admin/bookings/{id}/learners/{userId}", {
  access: "staff",
  summary: "Take a learner off the booking (their enrolment goes; the seat is free for another learner)",
  response: bookingAnswer,
  message: "Learner removed.",
  errors: { 404: "No such booking, or not its learner" },
  handler: ({ user, params }) => removeLearner(user._id, params.id, params.userId),
});
