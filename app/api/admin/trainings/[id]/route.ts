import { defineRoute, idParams } from "@/lib/http/contract";
import { staffTrainingAnswer } from "@/lib/trainings/answers";
import { getStaffTraining } from "@/lib/trainings/staff";
import { deleteTraining, updateTraining } from "@/lib/trainings/writes";
import { trainingPatchWire } from "@/lib/validation/trainings";

export const GET = defineRoute("GET /api/admin/trainings/{id}", {
  access: "staff",
  summary: "One training as staff see it",
  params: idParams,
  response: staffTrainingAnswer,
  message: "Training fetched.",
  handler: ({ params }) => getStaffTraining(params.id),
});

export const PUT = defineRoute("PUT /api/admin/trainings/{id}", {
  access: "staff",
  summary: "Update the fields sent; tcStatus \"Cancelled\" cancels, any other value reinstates (the status then follows the schedule)",
  params: idParams,
  body: trainingPatchWire.schema,
  response: staffTrainingAnswer,
  message: "Training saved.",
  handler: ({ user, params, body }) => updateTraining(user._id, params.id, body),
});

export const DELETE = defineRoute("DELETE /api/admin/trainings/{id}", {
  access: "staff",
  summary: "Delete a training without enrolments (cancel it instead when it has some)",
  params: idParams,
  message: "Training deleted.",
  errors: { 409: "The training has enrolments" },
  handler: ({ user, params }) => deleteTraining(user._id, params.id),
});
