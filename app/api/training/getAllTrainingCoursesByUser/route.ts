import { z } from "zod";
import { defineRoute, pageFields, pageQuery, wholeOrPage } from "@/lib/http/contract";
import { wholeListResponse } from "@/lib/http/whole-list";
import { trainingAnswer, wholeTrainingList } from "@/lib/trainings/answers";
import { pageOfPublicTrainings } from "@/lib/trainings/reads";

const message = "Trainings fetched successfully.";

export const GET = defineRoute("GET /api/training/getAllTrainingCoursesByUser", {
  access: "public",
  cache: "public",
  summary: "Every training with its course, soonest first, or a page of them (never a meeting link)",
  tags: ["Catalogue"],
  query: pageQuery,
  response: z.array(trainingAnswer),
  extra: pageFields,
  message,
  errors: { 400: "A paging parameter out of range" },
  // The whole list is answered from its compressed bytes, built once per change and minute (lib/http/whole-list.ts).
  handler: ({ query, request }) =>
    wholeOrPage(
      query,
      () => wholeListResponse(request, wholeTrainingList, message),
      (page, pageSize) => pageOfPublicTrainings(page, pageSize),
    ),
});
