import { createElement } from "react";
import { htmlAnswer } from "@/app/html-answer";
import { JoinNotFound } from "@/components/learning/join-notice";
import { joinTraining } from "@/lib/operations/attendance/join-training";
import { resolveSession } from "@/lib/auth/session";
import { ApiError } from "@/lib/errors";

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "private, no-store" } });

/** Without an active enrolment the route itself answers 404 (sales-and-batches.md §4), with the 404 page's words. */
const notEnrolled = () => htmlAnswer(404, "Page not found", createElement(JoinNotFound));

/**
 * The Join button (sales-and-batches.md §4): records the learner's first join of the session running now and
 * answers 303 to the meeting link. Outside the Join window it goes to the waiting page (/join/{trainingId}/waiting),
 * which says when the next session opens; without an active enrolment it is a 404. Visitors sign in first and come back.
 */
export async function GET(request: Request, context: { params: Promise<{ trainingId: string }> }): Promise<Response> {
  const { trainingId } = await context.params;
  const here = `/join/${encodeURIComponent(trainingId)}`;
  const session = await resolveSession(request);
  if (!session) return seeOther(`/auth/login?redirect=${encodeURIComponent(here)}`);
  const outcome = await joinTraining(session.user._id, trainingId).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 404) return undefined;
    throw err;
  });
  if (!outcome) return notEnrolled();
  return seeOther(outcome.kind === "join" ? outcome.meetingLink : `${here}/waiting`);
}
