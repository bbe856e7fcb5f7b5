import { z } from "zod";
import { staffCreate } from "@/lib/http/staff-records";
import { defineRoute, idSchema } from "@/lib/http/contract";
import { staffTrainingAnswer } from "@/lib/trainings/answers";
import { listStaffTrainings, pageOfStaffTrainings } from "@/lib/trainings/staff";
import { staffListAnswer, staffListFields } from "@/lib/http/staff-list";
import { staffListQuery } from "@/lib/validation/paging";
import { trainingStatuses } from "@/lib/schedule/status";
import { createTraining } from "@/lib/operations/trainings/create-training";
import { trainingWire } from "@/lib/validation/trainings";

export const GET = defineRoute("GET /api/admin/trainings", {
  access: "staff",
  summary:
    "Trainings (batches) with their meeting links and enrolment counts, latest start first, by course and status: a page of 50 (next/prev cursors), all=true for every training",
  query: z.object({
    courseId: idSchema.optional().describe("only this course's"),
    status: z
      .preprocess(
        (v) => (v === "" || v === "All" ? undefined : v),
        z.enum(trainingStatuses, { message: "Status must be Upcoming, Ongoing, Completed or Cancelled." }).optional(),
      )
      .describe("Upcoming, Ongoing, Completed or Cancelled (All: any)"),
    ...staffListQuery.omit({ format: true }).shape,
  }),
  response: z.array(staffTrainingAnswer),
  extra: staffListFields,
  message: "Trainings fetched.",
  handler: ({ query: { after, before, limit, all, ...filter } }) =>
    staffListAnswer(
      { after, before, limit, all, format: "json" },
      { whole: () => listStaffTrainings(filter), page: (request) => pageOfStaffTrainings(filter, request) },
    ),
});

export const POST = staffCreate("/api/admin/trainings", {
  summary: 'Schedule a training (tcStatus "Cancelled" creates it cancelled)',
  body: trainingWire.schema,
  response: staffTrainingAnswer,
  message: "Training scheduled.",
  create: createTraining,
});
