import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { trainingAnswer } from "@/lib/trainings/answers";
import { listPublicTrainings } from "@/lib/trainings/reads";

export const GET = defineRoute("GET /api/training/getAllTrainingCoursesByUser", {
  access: "public",
  summary: "Every training with its course, soonest first (never a meeting link)",
  tags: ["Catalogue"],
  response: z.array(trainingAnswer),
  message: "Trainings fetched successfully.",
  handler: () => listPublicTrainings(),
});
