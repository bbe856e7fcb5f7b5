import { requireStaff } from "@/lib/auth/session";
import { createClient, listAdminClients } from "@/lib/clients/admin";
import { ok } from "@/lib/http/envelope";
import { apiRoute, readJson } from "@/lib/http/route";
import { clientBodySchema } from "@/lib/validation/admin";

// GET /api/admin/clients – client logos in their order
export const GET = apiRoute(async (request) => {
  await requireStaff(request);
  return ok(await listAdminClients(), "Clients fetched.");
});

// POST /api/admin/clients – add a client logo (an uploaded image's URL or any http(s) URL)
export const POST = apiRoute(async (request) => {
  const { user } = await requireStaff(request);
  const body = await readJson(request, clientBodySchema);
  return ok(await createClient(user._id, body), "Client added.", { status: 201 });
});
