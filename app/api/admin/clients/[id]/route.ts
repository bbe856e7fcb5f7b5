import { staffClientAnswer } from "@/lib/clients/answers";
import { deleteClient, updateClient } from "@/lib/clients/writes";
import { defineRoute, idParams } from "@/lib/http/contract";
import { clientPatchWire } from "@/lib/validation/clients";

export const PUT = defineRoute("PUT /api/admin/clients/{id}", {
  access: "staff",
  summary: "Change a client's name, logo or order (the fields sent)",
  params: idParams,
  body: clientPatchWire.schema,
  response: staffClientAnswer,
  message: "Client saved.",
  handler: ({ user, params, body }) => updateClient(user._id, params.id, body),
});

export const DELETE = defineRoute("DELETE /api/admin/clients/{id}", {
  access: "staff",
  summary: "Remove a client logo",
  params: idParams,
  message: "Client removed.",
  handler: ({ user, params }) => deleteClient(user._id, params.id),
});
