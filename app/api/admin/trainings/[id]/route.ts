import { readPatch } from "@/lib/admin/http";
import { requireStaff } from "@/lib/auth/session";
import { ok } from "@/lib/http/envelope";
import { apiRoute } from "@/lib/http/route";
import { deleteTraining, getAdminTraining, updateTraining } from "@/lib/trainings/admin";

// GET /api/admin/trainings/{id} – one training as staff see it
export const GET = apiRoute<{ id: string }>(async (request, { params }) => {
  await requireStaff(request);
  return ok(await getAdminTraining(params.id), "Training fetched.");
});

// PUT /api/admin/trainings/{id} – update the fields sent; tcStatus "Cancelled" cancels, any other value reinstates
export const PUT = apiRoute<{ id: string }>(async (request, { params }) => {
  const { user } = await requireStaff(request);
  const patch = await readPatch(request);
  return ok(await updateTraining(user._id, params.id, patch), "Training saved.");
});

// DELETE /api/admin/trainings/{id} – delete a training without enrolments (409 otherwise: cancel it instead)
export const DELETE = apiRoute<{ id: string }>(async (request, { params }) => {
  const { user } = await requireStaff(request);
  await deleteTraining(user._id, params.id);
  return ok(null, "Training deleted.");
});
