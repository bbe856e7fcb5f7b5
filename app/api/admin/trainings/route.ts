import { z } from "zod";
import { staffCreate } from "@/lib/http/staff-records";
import { defineRoute, idSchema } from "@/lib/http/contract";
import { staffTrainingAnswer } from "@/lib/trainings/answers";
import { listStaffTrainings } from "@/lib/trainings/staff";
import { trainingStatuses } from "@/lib/schedule/status";
import { createTraining } from "@/lib/batches/trainings";
import { trainingWire } from "@/lib/validation/trainings";

export const GET = defineRoute("GET /api/admin/trainings", {
  access: "staff",
  summary: "Every training (batch) with its meeting link and enrolment counts, latest start first",
  query: z.object({
    courseId: idSchema.optional().describe("only this course's"),
    status: z
      .preprocess(
        (v) => (v === "" || v === "All" ? undefined : v),
        z.enum(trainingStatuses, { message: "Status must be Upcoming, Ongoing, Completed or Cancelled." }).optional(),
      )
      .describe("Upcoming, Ongoing, Completed or Cancelled (All: any)"),
  }),
  response: z.array(staffTrainingAnswer),
  message: "Trainings fetched.",
  handler: ({ query }) => listStaffTrainings(query),
});

export const POST = staffCreate("/api/admin/trainings", {
  summary: 'Schedule a training (tcStatus "Cancelled" creates it cancelled)',
  body: trainingWire.schema,
  response: staffTrainingAnswer,
  message: "Training scheduled.",
  create: createTraining,
});
