import { defineRoute } from "@/lib/http/contract";
import { deleteMaterialRoute, removeMaterial } from "@/lib/materials/routes";

export const DELETE = defineRoute("DELETE /api/trainer/trainings/{id}/materials/{materialId}", {
  access: "trainer",
  summary: "The batch's trainer: remove a material or recording (and its file)",
  ...deleteMaterialRoute,
  handler: ({ user, params }) => removeMaterial({ userId: user._id, role: "trainer" }, params),
});
