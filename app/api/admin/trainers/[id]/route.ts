import { staffRead, staffUpdate } from "@/lib/http/staff-records";
import { trainerAnswer } from "@/lib/trainers/answers";
import { getTrainer } from "@/lib/trainers/reads";
import { updateTrainer } from "@/lib/trainers/writes";
import { trainerUpdateBody } from "@/lib/validation/trainers";

const path = "/api/admin/trainers/{id}";
const tags = ["Staff: trainers"];

export const GET = staffRead(path, {
  tags,
  summary: "One trainer",
  response: trainerAnswer,
  message: "Trainer fetched.",
  errors: { 404: "No such trainer" },
  read: getTrainer,
});

export const PUT = staffUpdate(path, {
  tags,
  summary: "Change the fields sent (name, phone, skills, zone, hourly rate, active)",
  body: trainerUpdateBody,
  response: trainerAnswer,
  message: "Trainer saved.",
  errors: { 404: "No such trainer" },
  save: updateTrainer,
});
