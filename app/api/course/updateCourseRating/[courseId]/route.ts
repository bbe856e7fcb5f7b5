import { defineRoute } from "@/lib/http/contract";
import { courseRatingAnswer } from "@/lib/reviews/answers";
import { enforce } from "@/lib/http/rate-limit";
import { reviewRateLimit } from "@/lib/reviews/writes";
import { saveReview } from "@/lib/operations/reviews/save-review";
import { reviewWire } from "@/lib/validation/review";

export const PUT = defineRoute("PUT /api/course/updateCourseRating/{courseId}", {
  access: "learner",
  summary: "Add or edit the caller's review of a course of a training they are enrolled in",
  description:
    "One review per learner and course: a second call updates it. `userName` and `courseId` in the body are ignored: the author is the account, the course is the path's.",
  tags: ["Learning"],
  body: reviewWire.schema,
  response: courseRatingAnswer,
  message: "Thank you! Your review has been saved.",
  errors: {
    403: "Not enrolled in a training of this course",
    404: "Unknown course",
    429: "More than 10 review writes in 10 minutes by this account (Retry-After)",
  },
  handler: async ({ user, params, body }) => {
    await enforce(reviewRateLimit, user._id);
    return saveReview(user._id, params.courseId, body);
  },
});
