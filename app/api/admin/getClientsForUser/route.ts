import { listClients } from "@/lib/clients/service";
import { ok } from "@/lib/http/envelope";
import { apiRoute } from "@/lib/http/route";

// GET /api/admin/getClientsForUser – public despite the path: the client logo strip
export const GET = apiRoute(async () => ok(await listClients(), "Clients fetched successfully."));
