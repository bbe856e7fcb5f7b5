import { readPatch } from "@/lib/admin/http";
import { requireStaff } from "@/lib/auth/session";
import { deleteCourse, getAdminCourse, updateCourse } from "@/lib/courses/admin";
import { ok } from "@/lib/http/envelope";
import { apiRoute } from "@/lib/http/route";

// GET /api/admin/courses/{id} – one course as staff see it
export const GET = apiRoute<{ id: string }>(async (request, { params }) => {
  await requireStaff(request);
  return ok(await getAdminCourse(params.id), "Course fetched.");
});

// PUT /api/admin/courses/{id} – update the fields sent (validated as a whole; unknown fields ignored)
export const PUT = apiRoute<{ id: string }>(async (request, { params }) => {
  const { user } = await requireStaff(request);
  const patch = await readPatch(request);
  return ok(await updateCourse(user._id, params.id, patch), "Course saved.");
});

// DELETE /api/admin/courses/{id} – delete a course no training uses (409 otherwise)
export const DELETE = apiRoute<{ id: string }>(async (request, { params }) => {
  const { user } = await requireStaff(request);
  await deleteCourse(user._id, params.id);
  return ok(null, "Course deleted.");
});
