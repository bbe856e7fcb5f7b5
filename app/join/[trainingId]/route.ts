import { joinTraining } from "@/lib/attendance/join";
import { joinPageResponse, notFoundContent, waitingContent } from "@/lib/attendance/join-page";
import { resolveSession } from "@/lib/auth/session";
import { ApiError } from "@/lib/errors";

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "private, no-store" } });

/**
 * The Join button (sales-and-batches.md §4): records the learner's first join of the session running now and
 * answers 303 to the meeting link; outside the Join window a page says when the next session opens. Visitors
 * sign in first and come back; without an active enrolment it is a 404.
 */
export async function GET(request: Request, context: { params: Promise<{ trainingId: string }> }): Promise<Response> {
  const { trainingId } = await context.params;
  const session = await resolveSession(request);
  if (!session) return seeOther(`/auth/login?redirect=${encodeURIComponent(`/join/${trainingId}`)}`);
  try {
    const outcome = await joinTraining(session.user._id, trainingId);
    if (outcome.kind === "join") return seeOther(outcome.meetingLink);
    return joinPageResponse(waitingContent(outcome, trainingId), 200);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return joinPageResponse(notFoundContent, 404);
    throw err;
  }
}
