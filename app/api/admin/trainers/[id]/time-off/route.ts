import { defineRoute, idParams } from "@/lib/http/contract";
import { trainerAnswer } from "@/lib/trainers/answers";
import { addTimeOff } from "@/lib/trainers/writes";
import { timeOffBody } from "@/lib/validation/trainers";

export const POST = defineRoute("POST /api/admin/trainers/{id}/time-off", {
  access: "staff",
  tags: ["Staff: trainers"],
  summary: "Add days off (from and to inclusive, in the trainer's zone): assigning a batch with a session then is a clash",
  params: idParams,
  body: timeOffBody,
  response: trainerAnswer,
  status: 201,
  message: "Time off saved.",
  errors: { 404: "No such trainer" },
  handler: ({ user, params, body }) => addTimeOff(user._id, params.id, body),
});
