import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { staffListAnswer, staffListFields } from "@/lib/http/staff-list";
import { staffCreate } from "@/lib/http/staff-records";
import { createTrainer } from "@/lib/operations/trainers/create-trainer";
import { trainerAnswer } from "@/lib/trainers/answers";
import { listTrainers, pageOfTrainers } from "@/lib/trainers/reads";
import { trainerCreateBody, trainerListQuery } from "@/lib/validation/trainers";

const tags = ["Staff: trainers"];

export const GET = defineRoute("GET /api/admin/trainers", {
  access: "staff",
  tags,
  summary: "Trainers by name, with their time off: a page of 50 (next/prev cursors), all=true for every trainer, format=csv for them as a file",
  query: trainerListQuery,
  response: z.array(trainerAnswer),
  extra: staffListFields,
  message: "Trainers fetched.",
  handler: ({ query }) =>
    staffListAnswer(query, {
      whole: () => listTrainers(),
      page: (request) => pageOfTrainers(request),
      csv: {
        filename: "trainers.csv",
        header: ["Name", "Email", "Phone", "Skills", "Time zone", "Currency", "Hourly rate", "Active"],
        row: (t) => [
          t.name,
          t.email,
          t.phone,
          t.skills.join("; "),
          t.timeZone,
          t.hourlyRate?.currency ?? "",
          t.hourlyRate?.amount ?? "",
          t.active ? "yes" : "no",
        ],
      },
    }),
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
