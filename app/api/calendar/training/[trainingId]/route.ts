import { z } from "zod";
import { calendarOfEnrolments } from "@/lib/calendar/feed";
import { ApiError } from "@/lib/errors";
import { defineRoute, idSchema } from "@/lib/http/contract";
import { download } from "@/lib/http/download";

export const GET = defineRoute("GET /api/calendar/training/{trainingId}", {
  access: "learner",
  summary: 'An .ics file of one of the caller\'s active enrolments ("Add to calendar")',
  tags: ["Learning"],
  params: z.object({ trainingId: idSchema }),
  produces: "text/calendar",
  errors: { 404: "Not enrolled (actively) in this training" },
  handler: async ({ user, params }) => {
    const body = await calendarOfEnrolments(user._id, params.trainingId);
    if (!body) throw new ApiError("not_found", "You are not enrolled in this training.");
    return download(body, { filename: `training-${params.trainingId}.ics`, type: "text/calendar" });
  },
});
