import { requireStaff } from "@/lib/auth/session";
import { ok } from "@/lib/http/envelope";
import { apiRoute, readJson } from "@/lib/http/route";
import { setReviewVisibility } from "@/lib/reviews/admin";
import { reviewVisibilitySchema } from "@/lib/validation/admin";

// PUT /api/admin/ratings/{id} – hide or show a review (the course's rating is recomputed)
export const PUT = apiRoute<{ id: string }>(async (request, { params }) => {
  const { user } = await requireStaff(request);
  const body = await readJson(request, reviewVisibilitySchema);
  return ok(await setReviewVisibility(user._id, params.id, body.isVisible), body.isVisible ? "Review shown." : "Review hidden.");
});
