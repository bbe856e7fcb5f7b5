import { defineRoute, idParams, reply } from "@/lib/http/contract";
import { reviewVisibilityAnswer } from "@/lib/reviews/answers";
import { setReviewVisibility } from "@/lib/reviews/staff";
import { reviewVisibilityBody } from "@/lib/validation/review";

export const PUT = defineRoute("PUT /api/admin/ratings/{id}", {
  access: "staff",
  summary: "Hide or show a review (the course's rating is recomputed)",
  params: idParams,
  body: reviewVisibilityBody,
  response: reviewVisibilityAnswer,
  handler: async ({ user, params, body }) =>
    reply(await setReviewVisibility(user._id, params.id, body.isVisible), { message: body.isVisible ? "Review shown." : "Review hidden." }),
});
