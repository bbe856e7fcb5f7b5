import { staffClientAnswer } from "@/lib/clients/answers";
import { deleteClient } from "@/lib/operations/clients/delete-client";
import { updateClient } from "@/lib/operations/clients/update-client";
import { staffRecord } from "@/lib/http/staff-records";
import { clientPatchWire } from "@/lib/validation/clients";

const client = staffRecord("/api/admin/clients/{id}", { noun: "Client", response: staffClientAnswer });

export const PUT = client.update({
  summary: "Change a client's name, logo or order (the fields sent)",
  body: clientPatchWire.schema,
  save: updateClient,
});

export const DELETE = client.remove({ summary: "Remove a client logo", message: "Client removed.", remove: deleteClient });
