import { staffAction } from "@/lib/http/staff-records";
import { addTimeOff } from "@/lib/operations/trainers/add-time-off";
import { trainerAnswer } from "@/lib/trainers/answers";
import { timeOffBody } from "@/lib/validation/trainers";

export const POST = staffAction("/api/admin/trainers/{id}/time-off", {
  summary: "Add days off (from and to inclusive, in the trainer's zone): assigning a batch with a session then is a clash",
  body: timeOffBody,
  response: trainerAnswer,
  status: 201,
  message: "Time off saved.",
  errors: { 404: "No such trainer" },
  act: addTimeOff,
});
