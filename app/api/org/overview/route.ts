import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { organizationOverviewAnswer } from "@/lib/leads/answers";
import { leadOverview } from "@/lib/leads/overview";

export const GET = defineRoute("GET /api/org/overview", {
  access: "lead",
  summary: "The lead's organisations: their bookings across batches with each learner's attendance and certificate, invoices and what is outstanding",
  response: z.array(organizationOverviewAnswer),
  message: "Overview fetched.",
  handler: ({ user }) => leadOverview(user._id),
});
