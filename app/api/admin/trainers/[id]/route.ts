import { staffRecord } from "@/lib/http/staff-records";
import { trainerAnswer } from "@/lib/trainers/answers";
import { getTrainer } from "@/lib/trainers/reads";
import { updateTrainer } from "@/lib/trainers/writes";
import { trainerUpdateBody } from "@/lib/validation/trainers";

const trainer = staffRecord("/api/admin/trainers/{id}", {
  noun: "Trainer",
  response: trainerAnswer,
  errors: { 404: "No such trainer" },
});

export const GET = trainer.read({ summary: "One trainer", read: getTrainer });

export const PUT = trainer.update({
  summary: "Change the fields sent (name, phone, skills, zone, hourly rate, active)",
  body: trainerUpdateBody,
  save: updateTrainer,
});
