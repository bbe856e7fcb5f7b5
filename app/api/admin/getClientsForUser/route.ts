import { z } from "zod";
import { clientAnswer } from "@/lib/clients/answers";
import { listClients } from "@/lib/clients/reads";
import { defineRoute } from "@/lib/http/contract";

export const GET = defineRoute("GET /api/admin/getClientsForUser", {
  access: "public",
  cache: "public",
  summary: "Client logos in their order (public, despite the path)",
  response: z.array(clientAnswer),
  message: "Clients fetched successfully.",
  handler: () => listClients(),
});
