import { staffRecord } from "@/lib/http/staff-records";
import { staffTrainingAnswer } from "@/lib/trainings/answers";
import { getStaffTraining } from "@/lib/trainings/staff";
import { deleteTraining } from "@/lib/operations/trainings/delete-training";
import { updateTraining } from "@/lib/operations/trainings/update-training";
import { trainingPatchWire } from "@/lib/validation/trainings";

const training = staffRecord("/api/admin/trainings/{id}", { noun: "Training", response: staffTrainingAnswer });

export const GET = training.read({ summary: "One training as staff see it", read: getStaffTraining });

export const PUT = training.update({
  summary: 'Update the fields sent; tcStatus "Cancelled" cancels, any other value reinstates (the status then follows the schedule)',
  body: trainingPatchWire.schema,
  save: updateTraining,
});

export const DELETE = training.remove({
  summary: "Delete a training without enrolments (cancel it instead when it has some)",
  errors: { 409: "The training has enrolments" },
  remove: deleteTraining,
});
