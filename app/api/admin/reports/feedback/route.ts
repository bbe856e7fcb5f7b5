import { feedbackReportAnswer } from "@/lib/feedback/answers";
import { feedbackReport } from "@/lib/feedback/report";
import { feedbackReportQuery } from "@/lib/feedback/validation";
import { defineRoute } from "@/lib/http/contract";

export const GET = defineRoute("GET /api/admin/reports/feedback", {
  access: "staff",
  summary: "Feedback after batches: NPS, mean ratings, pace and comments, for a training, a trainer or a course",
  query: feedbackReportQuery,
  response: feedbackReportAnswer,
  handler: ({ query }) => feedbackReport(query),
});
