import { joinTraining } from "@/lib/attendance/join";
import { resolveSession } from "@/lib/auth/session";
import { ApiError } from "@/lib/errors";

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "private, no-store" } });

/**
 * The Join button (sales-and-batches.md §4): records the learner's first join of the session running now and
 * answers 303 to the meeting link. Anything else goes to the waiting page (/join/{trainingId}/waiting), which says
 * when the next session opens, or is the 404 page without an active enrolment. Visitors sign in first and come back.
 */
export async function GET(request: Request, context: { params: Promise<{ trainingId: string }> }): Promise<Response> {
  const { trainingId } = await context.params;
  const here = `/join/${encodeURIComponent(trainingId)}`;
  const session = await resolveSession(request);
  if (!session) return seeOther(`/auth/login?redirect=${encodeURIComponent(here)}`);
  const outcome = await joinTraining(session.user._id, trainingId).catch((err: unknown) => {
    // Not enrolled: the waiting page reads the same and answers its 404.
    if (err instanceof ApiError && err.status === 404) return undefined;
    throw err;
  });
  return seeOther(outcome?.kind === "join" ? outcome.meetingLink : `${here}/waiting`);
}
