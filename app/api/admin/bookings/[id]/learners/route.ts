import { staffAction } from "@/lib/http/staff-records";
import { bookingAnswer } from "@/lib/sales/answers";
import { assignLearners } from "@/lib/operations/bookings/assign-learners";
import { learnersBody } from "@/lib/validation/sales";

export const POST = staffAction("/api/admin/bookings/{id}/learners", {
  summary: "Give the booking's seats to learners by email (unknown emails get an account and an invitation); all or none",
  body: learnersBody,
  response: bookingAnswer,
  message: "Learners assigned.",
  errors: { 404: "No such booking", 409: "More learners than seats, a learner booked elsewhere, or the booking is cancelled" },
  act: (staffId, id, body) => assignLearners(staffId, id, body.emails),
});
