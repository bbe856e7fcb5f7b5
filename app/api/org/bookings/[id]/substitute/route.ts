import { getDb } from "@/db";
import { defineRoute } from "@/lib/http/contract";
import { leadBookingAnswer } from "@/lib/leads/answers";
import { leadBooking, toLeadBookings } from "@/lib/leads/overview";
import { substituteLearner } from "@/lib/sales/substitute";
import { substituteBody } from "@/lib/validation/leads";

export const POST = defineRoute("POST /api/org/bookings/{id}/substitute", {
  access: "lead",
  summary: "Before the batch's first session, give a learner's seat to someone else (invited when unknown); both are mailed; audited",
  body: substituteBody,
  response: leadBookingAnswer,
  message: "Seat moved.",
  errors: {
    404: "No such booking or learner, or another organisation's",
    409: "The batch has started, the booking is cancelled, or the person already has a seat in the batch",
  },
  handler: async ({ user, params, body }) => {
    const db = await getDb();
    return db.transaction(async (tx) => {
      await leadBooking(tx, user._id, params.id);
      const booking = await substituteLearner(tx, user._id, params.id, body);
      return (await toLeadBookings(tx, [booking]))[0]!;
    });
  },
});
