import { calendarOfEnrolments, feedOwner } from "@/lib/calendar/feed";
import { ApiError } from "@/lib/http/api-error";
import { apiRoute } from "@/lib/http/route";

// GET /api/calendar/feed/{token}.ics – a learner's private feed of their active enrolments (the token is the credential)
export const GET = apiRoute<{ file: string }>(async (_request, { params }) => {
  const owner = params.file.endsWith(".ics") ? await feedOwner(params.file.slice(0, -4)) : undefined;
  if (!owner) throw new ApiError("not_found", "Calendar not found.");
  const body = (await calendarOfEnrolments(owner))!;
  return new Response(body, {
    headers: { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" },
  });
});
