import { staffClientAnswer } from "@/lib/clients/answers";
import { deleteClient, updateClient } from "@/lib/clients/writes";
import { staffRemove, staffUpdate } from "@/lib/http/staff-records";
import { clientPatchWire } from "@/lib/validation/clients";

const path = "/api/admin/clients/{id}";

export const PUT = staffUpdate(path, {
  summary: "Change a client's name, logo or order (the fields sent)",
  body: clientPatchWire.schema,
  response: staffClientAnswer,
  message: "Client saved.",
  save: updateClient,
});

export const DELETE = staffRemove(path, { summary: "Remove a client logo", message: "Client removed.", remove: deleteClient });
