import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import { enrolments, rosterMarks, sessionRosters, trainers, trainings, users } from "../../db/schema";
import { learnerColumns } from "../accounts/columns";
import { recordAudit } from "../audit/log";
import { now as clockNow } from "../clock";
import { env } from "../env";
import { ApiError } from "../errors";
import { sessionsOf, type Session } from "../schedule/sessions";
import { isPresentByRoster, matchRoster } from "./roster-match";
import { parseRoster, RosterFormatError } from "./roster-parse";
import { findAttendanceTraining, isId, patternOf, type AttendanceTraining } from "./training";

export const ROSTER_MAX_BYTES = 5 * 1024 * 1024;
export const ROSTER_TOO_LARGE = "Participant reports must be at most 5 MB.";
export const NOT_A_SESSION = "That date is not a session of this training.";
export const SESSION_NOT_ENDED = "This session has not ended yet. Upload its participant report after it ends.";

export interface RosterResult {
  present: string[];
  absent: string[];
  unmatched: { name: string; email: string; minutes: number }[];
}

/** Who is asking: staff (any training) or a trainer (only the trainings they teach; another's is a 404). */
export type RosterActor = { userId: string; role: "staff" } | { userId: string; role: "trainer" };

/** The training, when the actor may act on it; else 404 (a trainer never learns that another's batch exists). */
export async function trainingForActor(tx: DbOrTx, actor: RosterActor, trainingId: string): Promise<AttendanceTraining> {
  const training = isId(trainingId) ? await findAttendanceTraining(tx, trainingId) : undefined;
  if (!training) throw new ApiError("not_found", "Training not found.");
  if (actor.role === "trainer" && !(await teaches(tx, actor.userId, trainingId))) throw new ApiError("not_found", "Training not found.");
  return training;
}

/** Whether the account is the active trainer the training names (a read of lib/trainers' table). */
export async function teaches(tx: DbOrTx, userId: string, trainingId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: trainings.id })
    .from(trainings)
    .innerJoin(trainers, eq(trainers.id, trainings.trainerId))
    .where(and(eq(trainings.id, trainingId), eq(trainers.userId, userId), eq(trainers.active, true)))
    .limit(1);
  return row !== undefined;
}

/** The session on `date`, or 400 naming the date. */
export function sessionOf(training: AttendanceTraining, date: string): Session {
  const session = sessionsOf(patternOf(training)).find((s) => s.date === date);
  if (!session) throw new ApiError("bad_request", NOT_A_SESSION, { fieldErrors: { date: NOT_A_SESSION } });
  return session;
}

/** A report read and checked against its session, ready to be stored (readRosterReport). */
export interface RosterReport {
  parsed: ReturnType<typeof parseRoster>;
  session: Session;
  sessionMinutes: number;
  share: number;
}

/**
 * The checks before POST …/trainings/{id}/sessions/{date}/roster stores anything (billing-and-delivery.md §9): the
 * actor's training, the session on that date (400), ended (409), a file that is not empty and in a format it reads
 * (400).
 */
export async function readRosterReport(
  db: DbOrTx,
  actor: RosterActor,
  trainingId: string,
  date: string,
  bytes: Uint8Array,
  at: Date = clockNow(),
): Promise<RosterReport> {
  const training = await trainingForActor(db, actor, trainingId);
  const session = sessionOf(training, date);
  if (at < session.endsAt) throw new ApiError("conflict", SESSION_NOT_ENDED);
  if (bytes.byteLength === 0) throw new ApiError("bad_request", "The file is empty.", { fieldErrors: { file: "The file is empty." } });
  let parsed;
  try {
    parsed = parseRoster(bytes, { timeZone: training.timeZone, sessionDate: date });
  } catch (err) {
    if (err instanceof RosterFormatError) throw new ApiError("bad_request", err.message, { fieldErrors: { file: err.message } });
    throw err;
  }
  const sessionMinutes = (session.endsAt.getTime() - session.startsAt.getTime()) / 60_000;
  return { parsed, session, sessionMinutes, share: env().ATTENDANCE_MIN_SHARE };
}

/**
 * Matches a read report's rows to the actively enrolled learners and stores who was present, replacing an earlier
 * roster of that session (audited), in the caller's transaction.
 */
export async function storeRosterIn(
  tx: DbOrTx,
  actor: RosterActor,
  trainingId: string,
  date: string,
  { parsed, session, sessionMinutes, share }: RosterReport,
  fileName: string,
): Promise<RosterResult> {
  const learners = await tx
    .select(learnerColumns)
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(and(eq(enrolments.trainingId, trainingId), eq(enrolments.isActive, true)));
  const { minutes, unmatched } = matchRoster(parsed.rows, learners, session);
  const marks = learners.map((l) => {
    const m = minutes.get(l.userId) ?? 0;
    return { userId: l.userId, minutes: Math.round(m * 10) / 10, present: isPresentByRoster(m, sessionMinutes, share) };
  });
  const [before] = await tx
    .select()
    .from(sessionRosters)
    .where(and(eq(sessionRosters.trainingId, trainingId), eq(sessionRosters.sessionDate, date)));
  if (before) await tx.delete(sessionRosters).where(eq(sessionRosters.id, before.id));
  const [roster] = await tx
    .insert(sessionRosters)
    .values({ trainingId, sessionDate: date, format: parsed.format, fileName: fileName.slice(0, 200), unmatched, uploadedBy: actor.userId })
    .returning();
  if (marks.length > 0) await tx.insert(rosterMarks).values(marks.map((m) => ({ ...m, rosterId: roster!.id })));
  await recordAudit(tx, {
    actorUserId: actor.userId,
    action: "upload",
    entity: "roster",
    entityId: roster!.id,
    before: before ?? undefined,
    after: { ...roster, marks },
  });
  return {
    present: marks.filter((m) => m.present).map((m) => m.userId),
    absent: marks.filter((m) => !m.present).map((m) => m.userId),
    unmatched,
  };
}
