import { defineRoute } from "@/lib/http/contract";
import { deleteMaterialRoute, removeMaterial } from "@/lib/materials/routes";

export const DELETE = defineRoute("DELETE /api/admin/trainings/{id}/materials/{materialId}", {
  access: "staff",
  tags: ["Staff: attendance and certificates"],
  summary: "Staff: remove a material or recording (and its file)",
  ...deleteMaterialRoute,
  handler: ({ user, params }) => removeMaterial({ userId: user._id, role: "staff" }, params),
});
