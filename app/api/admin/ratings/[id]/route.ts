import { reply } from "@/lib/http/contract";
import { staffUpdate } from "@/lib/http/staff-records";
import { reviewVisibilityAnswer } from "@/lib/reviews/answers";
import { setReviewVisibility } from "@/lib/operations/ratings/set-review-visibility";
import { reviewVisibilityBody } from "@/lib/validation/review";

export const PUT = staffUpdate("/api/admin/ratings/{id}", {
  summary: "Hide or show a review (the course's rating is recomputed)",
  body: reviewVisibilityBody,
  response: reviewVisibilityAnswer,
  save: async (staffId, id, { isVisible }) =>
    reply(await setReviewVisibility(staffId, id, isVisible), { message: isVisible ? "Review shown." : "Review hidden." }),
});
