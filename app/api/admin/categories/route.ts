import { requireStaff } from "@/lib/auth/session";
import { createCategory, listAdminCategories } from "@/lib/courses/admin";
import { ok } from "@/lib/http/envelope";
import { apiRoute, readJson } from "@/lib/http/route";
import { categoryBodySchema } from "@/lib/validation/admin";

// GET /api/admin/categories – every category with the number of courses using it
export const GET = apiRoute(async (request) => {
  await requireStaff(request);
  return ok(await listAdminCategories(), "Categories fetched.");
});

// POST /api/admin/categories – create a category
export const POST = apiRoute(async (request) => {
  const { user } = await requireStaff(request);
  const body = await readJson(request, categoryBodySchema);
  return ok(await createCategory(user._id, body), "Category created.", { status: 201 });
});
