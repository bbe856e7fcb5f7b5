import { defineRoute, idParams } from "@/lib/http/contract";
import { bookingAnswer } from "@/lib/sales/answers";
import { assignLearners } from "@/lib/sales/learners";
import { learnersBody } from "@/lib/validation/sales";

export const POST = defineRoute("POST /api/admin/bookings/{id}/learners", {
  access: "staff",
  summary: "Give the booking's seats to learners by email (unknown emails get an account and an invitation); all or none",
  tags: ["Staff: bookings"],
  params: idParams,
  body: learnersBody,
  response: bookingAnswer,
  message: "Learners assigned.",
  errors: { 404: "No such booking", 409: "More learners than seats, a learner booked elsewhere, or the booking is cancelled" },
  handler: ({ user, params, body }) => assignLearners(user._id, params.id, body.emails),
});
