import { defineRoute } from "@/lib/http/contract";
import { materialListAnswer } from "@/lib/materials/answers";
import { materialAddRoute, readMaterialBody } from "@/lib/materials/routes";
import { listTrainingMaterials } from "@/lib/materials/store";
import { addMaterial } from "@/lib/operations/materials/add-material";

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
  ...materialAddRoute,
  handler: async ({ user, params, body, request }) => addMaterial({ userId: user._id, role: "trainer" }, params.id, await readMaterialBody(body, request)),
});
