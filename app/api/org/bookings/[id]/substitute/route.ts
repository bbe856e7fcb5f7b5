import { defineRoute } from "@/lib/http/contract";
import { leadBookingAnswer } from "@/lib/leads/answers";
import { enforce } from "@/lib/http/rate-limit";
import { substituteLearner, substituteRateLimit } from "@/lib/operations/bookings/substitute-learner";
import { substituteBody } from "@/lib/validation/leads";

export const POST = defineRoute("POST /api/org/bookings/{id}/substitute", {
  access: "lead",
  summary: "Before the batch's first session, give a learner's seat to someone else (invited when unknown); both are mailed; audited",
  body: substituteBody,
  response: leadBookingAnswer,
  message: "Seat moved.",
  errors: {
    404: "No such booking or learner, or another organisation's",
    409: "The batch has started, the booking is cancelled, or the person already has a seat in the batch (one answer, whichever booking it is through)",
    429: "Too many substitutions by this lead in an hour",
  },
  handler: async ({ user, params, body }) => {
    // Per lead, whatever the address they call from: each call tries an address of their choosing.
    await enforce(substituteRateLimit, user._id);
    return substituteLearner(user._id, params.id, body);
  },
});
