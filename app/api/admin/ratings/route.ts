import { queryOf } from "@/lib/admin/http";
import { requireStaff } from "@/lib/auth/session";
import { ok } from "@/lib/http/envelope";
import { apiRoute } from "@/lib/http/route";
import { listAdminReviews } from "@/lib/reviews/admin";

// GET /api/admin/ratings?courseId=&visible=&q= – every review (hidden ones too) with course and author
export const GET = apiRoute(async (request) => {
  await requireStaff(request);
  const { courseId, visible, q } = queryOf(request);
  return ok(
    await listAdminReviews({
      courseId: courseId || undefined,
      visible: visible === "true" ? true : visible === "false" ? false : undefined,
      q: q?.trim() || undefined,
    }),
    "Reviews fetched.",
  );
});
