import { defineRoute } from "@/lib/http/contract";
import { materialDeleteRoute } from "@/lib/materials/routes";
import { deleteMaterial } from "@/lib/operations/materials/delete-material";

export const DELETE = defineRoute("DELETE /api/admin/trainings/{id}/materials/{materialId}", {
  access: "staff",
  tags: ["Staff: attendance and certificates"],
  summary: "Staff: remove a material or recording (and its file)",
  ...materialDeleteRoute,
  handler: ({ user, params }) => deleteMaterial({ userId: user._id, role: "staff" }, params.id, params.materialId),
});
