import { requireUser } from "@/lib/auth/session";
import { ok } from "@/lib/http/envelope";
import { apiRoute, readJson } from "@/lib/http/route";
import { saveMyReview } from "@/lib/reviews/write";
import { reviewBodySchema } from "@/lib/validation/review";

// PUT /api/course/updateCourseRating/{courseId} – add or edit the caller's review of a course they are enrolled in
export const PUT = apiRoute<{ courseId: string }>(async (request, { params }) => {
  const { user } = await requireUser(request);
  // userName and courseId in the body are ignored: the author is the account, the course is the path's.
  const body = await readJson(request, reviewBodySchema);
  const rating = await saveMyReview(user._id, params.courseId, body);
  return ok(rating, "Thank you! Your review has been saved.");
});
