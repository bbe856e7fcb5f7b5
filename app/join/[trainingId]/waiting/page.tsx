import type { Metadata } from "next";
import { JoinNotice } from "@/components/learning/join-notice";
import { joinState } from "@/lib/attendance/join";
import { requirePageUser } from "@/lib/auth/current-user";
import { foundOr404 } from "@/lib/http/found-or-404";

// Where /join/{trainingId} sends a learner outside the Join window (sales-and-batches.md §4). It only reads: the Join
// route records attendance. No active enrolment (or no such training) is the 404 page. Personal, so never cached
// (a signed-in page: proxy.ts sends no-store) or indexed.
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Join your session", robots: { index: false, follow: false } };

export default async function JoinWaitingPage({ params }: { params: Promise<{ trainingId: string }> }) {
  const { trainingId } = await params;
  // Signed out: sign in, then Join again (it decides anew where to go).
  const user = await requirePageUser(`/join/${trainingId}`);
  const state = await foundOr404(joinState(user._id, trainingId));
  return <JoinNotice trainingId={trainingId} state={state} />;
}
