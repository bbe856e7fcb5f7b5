import { queryOf } from "@/lib/admin/http";
import { requireStaff } from "@/lib/auth/session";
import { createCourse, listAdminCourses } from "@/lib/courses/admin";
import { ok } from "@/lib/http/envelope";
import { apiRoute, readJson } from "@/lib/http/route";
import { courseBodySchema } from "@/lib/validation/admin";

// GET /api/admin/courses?q=&categoryId= – every course (search by title or description), newest first
export const GET = apiRoute(async (request) => {
  await requireStaff(request);
  const { q, categoryId } = queryOf(request);
  return ok(await listAdminCourses({ q: q?.trim() || undefined, categoryId: categoryId || undefined }), "Courses fetched.");
});

// POST /api/admin/courses – create a course (overview sanitised; categories by id)
export const POST = apiRoute(async (request) => {
  const { user } = await requireStaff(request);
  const body = await readJson(request, courseBodySchema);
  return ok(await createCourse(user._id, body), "Course created.", { status: 201 });
});
