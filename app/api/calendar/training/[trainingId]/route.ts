import { requireUser } from "@/lib/auth/session";
import { calendarOfEnrolments } from "@/lib/calendar/feed";
import { ApiError } from "@/lib/http/api-error";
import { apiRoute } from "@/lib/http/route";

// GET /api/calendar/training/{trainingId} – an .ics file of one of the caller's active enrolments ("Add to calendar")
export const GET = apiRoute<{ trainingId: string }>(async (request, { params }) => {
  const { user } = await requireUser(request);
  const body = await calendarOfEnrolments(user._id, params.trainingId);
  if (!body) throw new ApiError("not_found", "You are not enrolled in this training.");
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="training-${params.trainingId}.ics"`,
    },
  });
});
