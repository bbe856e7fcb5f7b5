import { z } from "zod";
import { defineRoute, idSchema, queryFlag, queryText } from "@/lib/http/contract";
import { staffReviewAnswer } from "@/lib/reviews/answers";
import { listStaffReviews, pageOfStaffReviews } from "@/lib/reviews/staff";
import { staffListAnswer, staffListFields } from "@/lib/http/staff-list";
import { staffListQuery } from "@/lib/validation/paging";

export const GET = defineRoute("GET /api/admin/ratings", {
  access: "staff",
  summary:
    "Reviews (hidden ones too) with their course and author, newest first, by course, visibility and a search: a page of 50 (next/prev cursors), all=true for every review",
  query: z.object({
    courseId: idSchema.optional().describe("only this course's"),
    visible: queryFlag.describe("true: shown only; false: hidden only"),
    q: queryText().describe("search the text, the author and the course"),
    ...staffListQuery.omit({ format: true }).shape,
  }),
  response: z.array(staffReviewAnswer),
  extra: staffListFields,
  message: "Reviews fetched.",
  handler: ({ query: { after, before, limit, all, ...filter } }) =>
    staffListAnswer(
      { after, before, limit, all, format: "json" },
      { whole: () => listStaffReviews(filter), page: (request) => pageOfStaffReviews(filter, request) },
    ),
});
