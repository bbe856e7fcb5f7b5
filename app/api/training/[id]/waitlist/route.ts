import { waitlistJoinAnswer } from "@/lib/batches/waitlist-answers";
import { waitlistRateLimit } from "@/lib/batches/waitlist";
import { joinWaitlist } from "@/lib/operations/waitlist/join-waitlist";
import { defineRoute } from "@/lib/http/contract";
import { waitlistMessages } from "@/lib/validation/contact-rules";
import { waitlistBody } from "@/lib/validation/waitlist";

export const POST = defineRoute("POST /api/training/{id}/waitlist", {
  access: "public",
  summary:
    "Join the waitlist of a full training (the contact form's rules): the address confirms with a mailed link; the oldest confirmed is mailed when a seat frees",
  tags: ["Trainings"],
  rateLimit: waitlistRateLimit,
  body: waitlistBody,
  response: waitlistJoinAnswer,
  status: 201,
  message: waitlistMessages.confirmSent,
  errors: {
    400: "Invalid input: the form's message",
    404: "Training not found.",
    409: "Seats are still free (send an enquiry instead), or the training is cancelled or completed",
    429: "Too many requests from this address (Retry-After)",
  },
  handler: async ({ params, body }) => {
    await joinWaitlist(params.id, body);
    return body;
  },
});
