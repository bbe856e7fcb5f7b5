import { getAdminUser } from "@/lib/admin/users";
import { requireStaff } from "@/lib/auth/session";
import { listAdminEnrolments } from "@/lib/enrolments/admin";
import { ok } from "@/lib/http/envelope";
import { apiRoute } from "@/lib/http/route";

// GET /api/admin/users/{id} – one account and its enrolments
export const GET = apiRoute<{ id: string }>(async (request, { params }) => {
  await requireStaff(request);
  const user = await getAdminUser(params.id);
  return ok({ ...user, enrollments: await listAdminEnrolments({ userId: user._id }) }, "User fetched.");
});
