import { readPatch } from "@/lib/admin/http";
import { requireStaff } from "@/lib/auth/session";
import { deleteClient, updateClient } from "@/lib/clients/admin";
import { ok } from "@/lib/http/envelope";
import { apiRoute } from "@/lib/http/route";

// PUT /api/admin/clients/{id} – change a client's name, logo or order
export const PUT = apiRoute<{ id: string }>(async (request, { params }) => {
  const { user } = await requireStaff(request);
  const patch = await readPatch(request);
  return ok(await updateClient(user._id, params.id, patch), "Client saved.");
});

// DELETE /api/admin/clients/{id} – remove a client logo
export const DELETE = apiRoute<{ id: string }>(async (request, { params }) => {
  const { user } = await requireStaff(request);
  await deleteClient(user._id, params.id);
  return ok(null, "Client removed.");
});
