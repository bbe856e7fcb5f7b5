import { requireStaff } from "@/lib/auth/session";
import { deleteCategory, renameCategory } from "@/lib/courses/admin";
import { ok } from "@/lib/http/envelope";
import { apiRoute, readJson } from "@/lib/http/route";
import { categoryBodySchema } from "@/lib/validation/admin";

// PUT /api/admin/categories/{id} – rename a category
export const PUT = apiRoute<{ id: string }>(async (request, { params }) => {
  const { user } = await requireStaff(request);
  const body = await readJson(request, categoryBodySchema);
  return ok(await renameCategory(user._id, params.id, body), "Category renamed.");
});

// DELETE /api/admin/categories/{id} – delete a category no course uses (409 otherwise)
export const DELETE = apiRoute<{ id: string }>(async (request, { params }) => {
  const { user } = await requireStaff(request);
  await deleteCategory(user._id, params.id);
  return ok(null, "Category deleted.");
});
