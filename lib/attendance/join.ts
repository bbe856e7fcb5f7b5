import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "../../db";
import { attendance, enrolments } from "../../db/schema";
import { now as clockNow } from "../clock";
import { ApiError } from "../errors";
import { currentOrNextSession, joinWindow } from "../schedule/sessions";
import { findAttendanceTraining, isId, patternOf } from "./training";

export type JoinOutcome =
  /** Inside the Join window: attendance is recorded, the learner goes to the meeting. */
  | { kind: "join"; meetingLink: string; sessionDate: string }
  /** Before the window (or no meeting link yet): when the next session opens. */
  | { kind: "wait"; courseTitle: string; opensAt: Date; startsAt: Date; timeZone: string; noLink: boolean }
  | { kind: "ended"; courseTitle: string }
  | { kind: "cancelled"; courseTitle: string };

/** What the Join button finds now, read only: the session open to join (with its link), or why not. */
export type JoinState = Exclude<JoinOutcome, { kind: "join" }> | { kind: "open"; meetingLink: string; sessionDate: string };

/**
 * Where a learner with an active enrolment stands against the Join window (15 minutes before a session until its
 * end, in the training's zone), read only: the waiting page reads it, joinTraining acts on it. No active enrolment
 * (or no such training) is a 404.
 */
export async function joinState(userId: string, trainingId: string, at: Date = clockNow()): Promise<JoinState> {
  if (!isId(trainingId)) throw new ApiError("not_found", "Not found.");
  const db = await getDb();
  const [training, [enrolment]] = await Promise.all([
    findAttendanceTraining(db, trainingId),
    db
      .select({ id: enrolments.id })
      .from(enrolments)
      .where(and(eq(enrolments.userId, userId), eq(enrolments.trainingId, trainingId), eq(enrolments.isActive, true)))
      .limit(1),
  ]);
  if (!training || !enrolment) throw new ApiError("not_found", "Not found.");
  const { courseTitle } = training;
  if (training.isCancelled) return { kind: "cancelled", courseTitle };
  const pattern = patternOf(training);
  const session = currentOrNextSession(pattern, at);
  if (!session) return { kind: "ended", courseTitle };
  const window = joinWindow(pattern, at);
  const opensAt = new Date(window.opensAt ?? session.startsAt);
  if (!window.isOpen || training.meetingLink === "") {
    return { kind: "wait", courseTitle, opensAt, startsAt: session.startsAt, timeZone: training.timeZone, noLink: window.isOpen };
  }
  return { kind: "open", meetingLink: training.meetingLink, sessionDate: session.date };
}

/**
 * GET /join/{trainingId} (sales-and-batches.md §4): a learner with an active enrolment, inside the Join window, is
 * recorded as attending that session (the first join is kept) and sent to the meeting. Anyone else enrolled learns
 * when the next session opens. No active enrolment (or no such training) is a 404.
 */
export async function joinTraining(userId: string, trainingId: string, at: Date = clockNow()): Promise<JoinOutcome> {
  const state = await joinState(userId, trainingId, at);
  if (state.kind !== "open") return state;
  const db = await getDb();
  await db.insert(attendance).values({ trainingId, userId, sessionDate: state.sessionDate, joinedAt: at }).onConflictDoNothing();
  return { kind: "join", meetingLink: state.meetingLink, sessionDate: state.sessionDate };
}
