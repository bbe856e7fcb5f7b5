import { z } from "zod";
import { feedbackReceipt } from "@/lib/feedback/answers";
import { feedbackRateLimit } from "@/lib/feedback/respond";
import { submitFeedback } from "@/lib/operations/feedback/submit-feedback";
import { feedbackBody } from "@/lib/feedback/validation";
import { defineRoute } from "@/lib/http/contract";

export const POST = defineRoute("POST /api/feedback/{token}", {
  access: "public",
  summary: "Answer the survey after a batch with the personal link's token (one answer a link)",
  description:
    "`nps` 0–10, `trainerRating` and `contentRating` 1–5, `pace` too_slow, right or too_fast, `comment` (≤ 2,000 characters) and `publishAsReview` optional. With publishAsReview and a comment, the comment becomes the learner's review of the course, with contentRating as its rating.",
  params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/) }),
  body: feedbackBody,
  response: feedbackReceipt,
  status: 201,
  message: "Thank you for your feedback!",
  rateLimit: feedbackRateLimit,
  errors: { 404: "An unknown token", 409: "The survey was answered already" },
  handler: ({ params, body }) => submitFeedback(params.token, body),
});
