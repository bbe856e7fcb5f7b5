import { getCourse } from "@/lib/courses/service";
import { ApiError } from "@/lib/http/api-error";
import { ok } from "@/lib/http/envelope";
import { apiRoute } from "@/lib/http/route";

// GET /api/course/getCourseById/{id} – one course; 404 for an unknown id
export const GET = apiRoute<{ id: string }>(async (_request, { params }) => {
  const course = await getCourse(params.id);
  if (!course) throw new ApiError("not_found", "Course not found.");
  return ok(course, "Course fetched successfully.");
});
