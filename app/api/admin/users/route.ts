import { queryOf } from "@/lib/admin/http";
import { searchUsers } from "@/lib/admin/users";
import { requireStaff } from "@/lib/auth/session";
import { ok, validationError } from "@/lib/http/envelope";
import { apiRoute } from "@/lib/http/route";
import { userQuerySchema } from "@/lib/validation/admin";

// GET /api/admin/users?q=&role= – search accounts (learners by default) by name, email, phone or organization
export const GET = apiRoute(async (request) => {
  await requireStaff(request);
  const query = userQuerySchema.safeParse(queryOf(request));
  if (!query.success) throw validationError(query.error);
  return ok(await searchUsers({ q: query.data.q || undefined, role: query.data.role }), "Users fetched.");
});
