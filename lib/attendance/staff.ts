import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { attendance, attendanceCorrections, enrolments, users } from "../../db/schema";
import { learnerColumns } from "../accounts/columns";
import { recordAudit } from "../audit/log";
import { download } from "../http/download";
import { ApiError } from "../errors";
import { toCsv } from "../csv";
import { now } from "../clock";
import { sessionsOf } from "../schedule/sessions";
import { findAttendanceTraining, isId, patternOf, type AttendanceTraining } from "./training";
import { attendanceMarks, type AttendanceMark } from "./marks";
import { attendanceRate, type AttendanceCorrection } from "./validation";

export type { AttendanceMark, MarkSource } from "./marks";

export interface LearnerAttendance {
  userId: string;
  name: string;
  email: string;
  /** The session dates attended (only dates that are sessions of the batch). */
  attended: string[];
  /** Percent of all the batch's sessions attended (one decimal). */
  rate: number;
  /** Each session with a mark, in order (sessions nobody knows anything of have none). */
  marks: AttendanceMark[];
}

export interface TrainingAttendance {
  sessions: string[];
  learners: LearnerAttendance[];
}

async function trainingOr404(tx: DbOrTx, trainingId: string): Promise<AttendanceTraining> {
  const training = isId(trainingId) ? await findAttendanceTraining(tx, trainingId) : undefined;
  if (!training) throw new ApiError("not_found", "Training not found.");
  return training;
}

/**
 * The grid of one batch: every session date, and each learner with an active enrolment, by name, with the source of
 * each mark (billing-and-delivery.md §9): a staff correction wins; a session with a roster counts by the roster
 * (present or absent, whatever was clicked); else a Join click (or an older hand-added record) counts as present.
 */
export async function attendanceOf(tx: DbOrTx, training: AttendanceTraining): Promise<TrainingAttendance> {
  const sessions = sessionsOf(patternOf(training)).map((s) => s.date);
  const [learners, markOf] = await Promise.all([
    tx
      .select(learnerColumns)
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.userId))
      .where(and(eq(enrolments.trainingId, training.id), eq(enrolments.isActive, true)))
      .orderBy(asc(users.name), asc(users.email)),
    attendanceMarks(tx, [training.id]),
  ]);
  return {
    sessions,
    learners: learners.map((l) => {
      const marks = sessions.map((date) => markOf(training.id, l.userId, date)).filter((m): m is AttendanceMark => m !== undefined);
      const attended = marks.filter((m) => m.present).map((m) => m.date);
      return { ...l, attended, rate: attendanceRate(attended.length, sessions.length), marks };
    }),
  };
}

/** The dates of the batch's sessions that have ended (a roster can be uploaded for them). */
export async function endedSessionDates(trainingId: string, at: Date = now()): Promise<string[]> {
  const training = await trainingOr404(await getDb(), trainingId);
  return sessionsOf(patternOf(training))
    .filter((s) => s.endsAt <= at)
    .map((s) => s.date);
}

export async function getTrainingAttendance(trainingId: string): Promise<TrainingAttendance> {
  const db = await getDb();
  return attendanceOf(db, await trainingOr404(db, trainingId));
}

/**
 * Staff correct one learner's attendance of one session (present adds a record without a join time, absent
 * removes it); audited in the caller's transaction. The date must be a session, the learner actively enrolled.
 */
export async function correctAttendanceIn(tx: DbOrTx, actorUserId: string, trainingId: string, change: AttendanceCorrection): Promise<LearnerAttendance> {
  const training = await trainingOr404(tx, trainingId);
  if (!sessionsOf(patternOf(training)).some((s) => s.date === change.date)) {
    throw new ApiError("bad_request", "That date is not a session of this training.", {
      fieldErrors: { date: "That date is not a session of this training." },
    });
  }
  const [enrolled] = await tx
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.trainingId, trainingId), eq(enrolments.userId, change.userId), eq(enrolments.isActive, true)));
  if (!enrolled) {
    throw new ApiError("bad_request", "That learner is not enrolled in this training.", {
      fieldErrors: { userId: "That learner is not enrolled in this training." },
    });
  }
  // The correction itself (it wins over the roster and the click), then the record of attendance as before.
  const [correction] = await tx
    .insert(attendanceCorrections)
    .values({ trainingId, userId: change.userId, sessionDate: change.date, present: change.present, recordedBy: actorUserId })
    .onConflictDoUpdate({
      target: [attendanceCorrections.trainingId, attendanceCorrections.userId, attendanceCorrections.sessionDate],
      set: { present: change.present, recordedBy: actorUserId, updatedAt: now() },
    })
    .returning();
  await recordAudit(tx, { actorUserId, action: "update", entity: "attendance_correction", entityId: correction!.id, after: correction });
  const key = and(eq(attendance.trainingId, trainingId), eq(attendance.userId, change.userId), eq(attendance.sessionDate, change.date));
  const [before] = await tx.select().from(attendance).where(key);
  if (change.present && !before) {
    const [after] = await tx.insert(attendance).values({ trainingId, userId: change.userId, sessionDate: change.date, recordedBy: actorUserId }).returning();
    await recordAudit(tx, { actorUserId, action: "create", entity: "attendance", entityId: after!.id, after });
  } else if (!change.present && before) {
    await tx.delete(attendance).where(eq(attendance.id, before.id));
    await recordAudit(tx, { actorUserId, action: "delete", entity: "attendance", entityId: before.id, before });
  }
  const grid = await attendanceOf(tx, training);
  return grid.learners.find((l) => l.userId === change.userId)!;
}

/** The grid as CSV (RFC 4180, UTF-8 with a byte-order mark; cells a spreadsheet would run get an apostrophe). */
export function attendanceToCsv(grid: TrainingAttendance): string {
  return toCsv([
    ["Name", "Email", ...grid.sessions, "Rate (%)"],
    ...grid.learners.map((l) => {
      const attended = new Set(l.attended);
      return [l.name, l.email, ...grid.sessions.map((d) => (attended.has(d) ? "present" : "")), l.rate];
    }),
  ]);
}

export function attendanceCsvResponse(trainingId: string, grid: TrainingAttendance): Response {
  return download(attendanceToCsv(grid), { filename: `attendance-${trainingId}-${now().toISOString().slice(0, 10)}.csv`, type: "text/csv" });
}

/** GET …/trainings/{id}/attendance of staff and trainers alike: the grid, or with `?format=csv` the same grid as a download. */
export async function attendanceGridOrCsv(trainingId: string, format: "json" | "csv" | undefined): Promise<TrainingAttendance | Response> {
  const grid = await getTrainingAttendance(trainingId);
  return format === "csv" ? attendanceCsvResponse(trainingId, grid) : grid;
}
