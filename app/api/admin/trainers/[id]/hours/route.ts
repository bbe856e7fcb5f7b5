import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { trainerHours } from "@/lib/trainers/hours";
import { hoursQuery } from "@/lib/validation/trainers";

export const GET = defineRoute("GET /api/admin/trainers/{id}/hours", {
  access: "staff",
  summary: "The monthly hours sheet: the scheduled sessions of the trainer's not cancelled batches in the month, their hours and the amount at the hourly rate",
  query: hoursQuery,
  response: z.object({
    month: z.string(),
    sessions: z.array(z.object({ trainingId: z.string(), courseTitle: z.string(), date: z.iso.date().describe("in the batch's zone"), hours: z.number() })),
    hours: z.number(),
    amount: z.object({ amount: z.number(), currency: z.string() }).nullable().describe("hours × hourlyRate; null while no rate is agreed"),
  }),
  message: "Hours fetched.",
  errors: { 404: "No such trainer" },
  handler: ({ params, query }) => trainerHours(params.id, query.month),
});
