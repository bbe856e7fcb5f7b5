import { z } from "zod";
import { myEnrolmentAnswer } from "@/lib/enrolments/answers";
import { listMyLearning } from "@/lib/learning/mine";
import { defineRoute } from "@/lib/http/contract";

export const GET = defineRoute("GET /api/enrollment/getAllEnrollmentsByUserId", {
  access: "learner",
  summary: "The caller's own enrolments, soonest training first (meeting links only on active ones)",
  response: z.array(myEnrolmentAnswer),
  message: "Enrollments fetched successfully.",
  handler: ({ user }) => listMyLearning(user._id),
});
