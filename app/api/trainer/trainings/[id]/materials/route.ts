import { defineRoute } from "@/lib/http/contract";
import { materialListAnswer } from "@/lib/materials/answers";
import { addMaterialRoute, handleAddMaterial } from "@/lib/materials/routes";
import { listTrainingMaterials } from "@/lib/materials/store";

export const GET = defineRoute("GET /api/trainer/trainings/{id}/materials", {
  access: "trainer",
  summary: "The batch's trainer: every material and recording of a batch (links as they are)",
  response: materialListAnswer,
  errors: { 404: "No such training" },
  handler: ({ user, params }) => listTrainingMaterials({ userId: user._id, role: "trainer" }, params.id),
});

export const POST = defineRoute("POST /api/trainer/trainings/{id}/materials", {
  access: "trainer",
  summary: "The batch's trainer: add a material or recording to a batch or one of its sessions (a link or a file)",
  ...addMaterialRoute,
  handler: ({ user, params, body, request }) => handleAddMaterial({ userId: user._id, role: "trainer" }, params.id, body, request),
});
