import { z } from "zod";
import { staffClientAnswer } from "@/lib/clients/answers";
import { listClients } from "@/lib/clients/reads";
import { createClient } from "@/lib/operations/clients/create-client";
import { staffCreate } from "@/lib/http/staff-records";
import { defineRoute } from "@/lib/http/contract";
import { clientWire } from "@/lib/validation/clients";

export const GET = defineRoute("GET /api/admin/clients", {
  access: "staff",
  summary: "Client logos in their order",
  response: z.array(staffClientAnswer),
  message: "Clients fetched.",
  handler: () => listClients(),
});

export const POST = staffCreate("/api/admin/clients", {
  summary: "Add a client logo (an uploaded image's URL or any http(s) URL); without an order it goes last",
  body: clientWire.schema,
  response: staffClientAnswer,
  message: "Client added.",
  create: createClient,
});
