import { queryOf } from "@/lib/admin/http";
import { requireStaff } from "@/lib/auth/session";
import { ApiError } from "@/lib/http/api-error";
import { ok } from "@/lib/http/envelope";
import { apiRoute, readJson } from "@/lib/http/route";
import { createTraining, listAdminTrainings } from "@/lib/trainings/admin";
import { trainingStatuses, type TrainingStatus } from "@/lib/trainings/status";
import { trainingBodySchema } from "@/lib/validation/admin";

// GET /api/admin/trainings?courseId=&status= – every training with its meeting link and enrolment counts
export const GET = apiRoute(async (request) => {
  await requireStaff(request);
  const { courseId, status } = queryOf(request);
  if (status && status !== "All" && !trainingStatuses.includes(status as TrainingStatus)) {
    throw new ApiError("bad_request", "Status must be Upcoming, Ongoing, Completed or Cancelled.");
  }
  const filter = { courseId: courseId || undefined, status: status && status !== "All" ? (status as TrainingStatus) : undefined };
  return ok(await listAdminTrainings(filter), "Trainings fetched.");
});

// POST /api/admin/trainings – schedule a training (tcStatus "Cancelled" creates it cancelled)
export const POST = apiRoute(async (request) => {
  const { user } = await requireStaff(request);
  const body = await readJson(request, trainingBodySchema);
  return ok(await createTraining(user._id, body), "Training scheduled.", { status: 201 });
});
