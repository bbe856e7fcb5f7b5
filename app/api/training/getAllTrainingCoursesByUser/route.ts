import { z } from "zod";
import { defineRoute, pageFields, pageQuery, wholeOrPage } from "@/lib/http/contract";
import { trainingAnswer } from "@/lib/trainings/answers";
import { listPublicTrainings, pageOfPublicTrainings } from "@/lib/trainings/reads";

export const GET = defineRoute("GET /api/training/getAllTrainingCoursesByUser", {
  access: "public",
  cache: "public",
  summary: "Every training with its course, soonest first, or a page of them (never a meeting link)",
  tags: ["Catalogue"],
  query: pageQuery,
  response: z.array(trainingAnswer),
  extra: pageFields,
  message: "Trainings fetched successfully.",
  errors: { 400: "A paging parameter out of range" },
  handler: ({ query }) => wholeOrPage(query, () => listPublicTrainings(), (page, pageSize) => pageOfPublicTrainings(page, pageSize)),
});
