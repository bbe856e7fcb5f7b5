import { staffRead, staffRemove, staffUpdate } from "@/lib/http/staff-records";
import { staffTrainingAnswer } from "@/lib/trainings/answers";
import { getStaffTraining } from "@/lib/trainings/staff";
import { updateTraining } from "@/lib/batches/trainings";
import { deleteTraining } from "@/lib/trainings/writes";
import { trainingPatchWire } from "@/lib/validation/trainings";

const path = "/api/admin/trainings/{id}";

export const GET = staffRead(path, {
  summary: "One training as staff see it",
  response: staffTrainingAnswer,
  message: "Training fetched.",
  read: getStaffTraining,
});

export const PUT = staffUpdate(path, {
  summary: 'Update the fields sent; tcStatus "Cancelled" cancels, any other value reinstates (the status then follows the schedule)',
  body: trainingPatchWire.schema,
  response: staffTrainingAnswer,
  message: "Training saved.",
  save: updateTraining,
});

export const DELETE = staffRemove(path, {
  summary: "Delete a training without enrolments (cancel it instead when it has some)",
  message: "Training deleted.",
  errors: { 409: "The training has enrolments" },
  remove: deleteTraining,
});
