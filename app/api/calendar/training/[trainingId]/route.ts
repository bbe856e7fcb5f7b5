import { enrolmentCalendarFile } from "@/lib/calendar/feed";
import { defineRoute } from "@/lib/http/contract";

export const GET = defineRoute("GET /api/calendar/training/{trainingId}", {
  access: "learner",
  summary: 'An .ics file of one of the caller\'s active enrolments ("Add to calendar")',
  produces: "text/calendar",
  errors: { 404: "Not enrolled (actively) in this training" },
  handler: ({ user, params }) => enrolmentCalendarFile(user._id, params.trainingId),
});
