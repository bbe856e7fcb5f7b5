import { z } from "zod";
import { defineRoute, idSchema, queryFlag, queryText } from "@/lib/http/contract";
import { staffReviewAnswer } from "@/lib/reviews/answers";
import { listStaffReviews } from "@/lib/reviews/staff";

export const GET = defineRoute("GET /api/admin/ratings", {
  access: "staff",
  summary: "Every review (hidden ones too) with its course and author, newest first",
  query: z.object({
    courseId: idSchema.optional().describe("only this course's"),
    visible: queryFlag.describe("true: shown only; false: hidden only"),
    q: queryText().describe("search the text, the author and the course"),
  }),
  response: z.array(staffReviewAnswer),
  message: "Reviews fetched.",
  handler: ({ query }) => listStaffReviews(query),
});
