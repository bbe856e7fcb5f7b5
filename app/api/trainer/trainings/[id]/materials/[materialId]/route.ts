import { defineRoute } from "@/lib/http/contract";
import { materialDeleteRoute } from "@/lib/materials/routes";
import { deleteMaterial } from "@/lib/operations/materials/delete-material";

export const DELETE = defineRoute("DELETE /api/trainer/trainings/{id}/materials/{materialId}", {
  access: "trainer",
  summary: "The batch's trainer: remove a material or recording (and its file)",
  ...materialDeleteRoute,
  handler: ({ user, params }) => deleteMaterial({ userId: user._id, role: "trainer" }, params.id, params.materialId),
});
