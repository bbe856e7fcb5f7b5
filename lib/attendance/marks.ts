import "server-only";
import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import { attendance, attendanceCorrections, rosterMarks, sessionRosters } from "../../db/schema";

export type MarkSource = "roster" | "join" | "staff";

/** What is known of one session: a staff correction wins, then the session's roster, then a Join click. */
export interface AttendanceMark {
  date: string;
  present: boolean;
  source: MarkSource;
}

/** A learner's mark for a session of a batch, or undefined when nothing is known of it. */
export type MarkOf = (trainingId: string, userId: string, date: string) => AttendanceMark | undefined;

/**
 * The one attendance rule (billing-and-delivery.md §9) for these batches, read in four queries: a staff correction
 * wins; a session with a roster counts by the roster (present or absent, whatever was clicked); else a Join click (or
 * an older hand-added record) counts as present. Staff's grid, certificates, the lead's views and the buyer's team
 * all read attendance through it. `userIds` narrows the read to those learners.
 */
export async function attendanceMarks(tx: DbOrTx, trainingIds: string[], userIds?: string[]): Promise<MarkOf> {
  if (trainingIds.length === 0 || userIds?.length === 0) return () => undefined;
  const of = (training: SQL, user: SQL | undefined) => (user ? and(training, user) : training);
  const [records, rosters, rosterRows, corrections] = await Promise.all([
    tx
      .select({
        trainingId: attendance.trainingId,
        userId: attendance.userId,
        date: attendance.sessionDate,
        joinedAt: attendance.joinedAt,
        recordedBy: attendance.recordedBy,
      })
      .from(attendance)
      .where(of(inArray(attendance.trainingId, trainingIds), userIds && inArray(attendance.userId, userIds))),
    tx
      .select({ trainingId: sessionRosters.trainingId, date: sessionRosters.sessionDate })
      .from(sessionRosters)
      .where(inArray(sessionRosters.trainingId, trainingIds)),
    tx
      .select({ trainingId: sessionRosters.trainingId, userId: rosterMarks.userId, date: sessionRosters.sessionDate, present: rosterMarks.present })
      .from(rosterMarks)
      .innerJoin(sessionRosters, eq(sessionRosters.id, rosterMarks.rosterId))
      .where(of(inArray(sessionRosters.trainingId, trainingIds), userIds && inArray(rosterMarks.userId, userIds))),
    tx
      .select({
        trainingId: attendanceCorrections.trainingId,
        userId: attendanceCorrections.userId,
        date: attendanceCorrections.sessionDate,
        present: attendanceCorrections.present,
      })
      .from(attendanceCorrections)
      .where(of(inArray(attendanceCorrections.trainingId, trainingIds), userIds && inArray(attendanceCorrections.userId, userIds))),
  ]);
  const key = (trainingId: string, userId: string, date: string) => `${trainingId}|${userId}|${date}`;
  const staff = new Map(corrections.map((c) => [key(c.trainingId, c.userId, c.date), c.present]));
  const withRoster = new Set(rosters.map((r) => `${r.trainingId}|${r.date}`));
  const byRoster = new Map(rosterRows.map((r) => [key(r.trainingId, r.userId, r.date), r.present]));
  const clicks = new Map(
    records.map((r) => [key(r.trainingId, r.userId, r.date), r.joinedAt === null && r.recordedBy !== null ? ("staff" as const) : ("join" as const)]),
  );
  return (trainingId, userId, date) => {
    const k = key(trainingId, userId, date);
    const corrected = staff.get(k);
    if (corrected !== undefined) return { date, present: corrected, source: "staff" };
    if (withRoster.has(`${trainingId}|${date}`)) return { date, present: byRoster.get(k) ?? false, source: "roster" };
    const click = clicks.get(k);
    return click ? { date, present: true, source: click } : undefined;
  };
}
