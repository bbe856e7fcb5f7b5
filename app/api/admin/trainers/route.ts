import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { staffCreate } from "@/lib/http/staff-records";
import { trainerAnswer } from "@/lib/trainers/answers";
import { listTrainers } from "@/lib/trainers/reads";
import { createTrainer } from "@/lib/trainers/writes";
import { trainerCreateBody } from "@/lib/validation/trainers";

const tags = ["Staff: trainers"];

export const GET = defineRoute("GET /api/admin/trainers", {
  access: "staff",
  tags,
  summary: "Every trainer, by name, with their time off",
  response: z.array(trainerAnswer),
  message: "Trainers fetched.",
  handler: () => listTrainers(),
});

export const POST = staffCreate("/api/admin/trainers", {
  tags,
  summary: "Make a trainer: an unknown email gets a trainer account and an invitation to set its password; an existing learner becomes a trainer",
  body: trainerCreateBody,
  response: trainerAnswer,
  message: "Trainer saved.",
  errors: { 409: "The email is a staff account's, or already a trainer's" },
  create: createTrainer,
});
