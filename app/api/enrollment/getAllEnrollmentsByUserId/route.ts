import { requireUser } from "@/lib/auth/session";
import { listMyEnrolments } from "@/lib/enrolments/service";
import { ok } from "@/lib/http/envelope";
import { apiRoute } from "@/lib/http/route";

// GET /api/enrollment/getAllEnrollmentsByUserId – the caller's own enrolments (meeting links only on active ones)
export const GET = apiRoute(async (request) => {
  const { user } = await requireUser(request);
  return ok(await listMyEnrolments(user._id), "Enrollments fetched successfully.");
});
