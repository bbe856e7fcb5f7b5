import { requireStaff } from "@/lib/auth/session";
import { deleteEnrolment, setEnrolmentActive } from "@/lib/enrolments/admin";
import { ok } from "@/lib/http/envelope";
import { apiRoute, readJson } from "@/lib/http/route";
import { enrolmentUpdateSchema } from "@/lib/validation/admin";

// PUT /api/admin/enrollments/{id} – activate or deactivate an enrolment
export const PUT = apiRoute<{ id: string }>(async (request, { params }) => {
  const { user } = await requireStaff(request);
  const body = await readJson(request, enrolmentUpdateSchema);
  return ok(await setEnrolmentActive(user._id, params.id, body.isActive), body.isActive ? "Enrollment activated." : "Enrollment deactivated.");
});

// DELETE /api/admin/enrollments/{id} – remove an enrolment
export const DELETE = apiRoute<{ id: string }>(async (request, { params }) => {
  const { user } = await requireStaff(request);
  await deleteEnrolment(user._id, params.id);
  return ok(null, "Enrollment removed.");
});
