import "server-only";
import { and, inArray, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import { certificates, courses, trainings } from "../../db/schema";
import { attendanceMarks } from "../attendance/marks";
import { attendanceTrainingColumns, patternOf } from "../attendance/training";
import { attendanceRate } from "../attendance/validation";
import { pdfUrl, verificationUrl } from "../certificates/company";
import { sessionsOf } from "../schedule/sessions";
import type { SalesBooking, TeamLearner } from "./types";

export type { TeamLearner } from "./types";

/**
 * The learners assigned to each booking (active or awaiting payment) with attendance and certificate, by booking
 * id. Bounded: one query for the batches' schedules, one for the attendance of all these learners, one for their
 * certificates.
 */
export async function teamsOf(tx: DbOrTx, list: SalesBooking[]): Promise<Map<string, TeamLearner[]>> {
  const teams = new Map<string, TeamLearner[]>();
  const learners = list.flatMap((b) => b.learners);
  if (learners.length === 0) {
    for (const b of list) teams.set(b.id, []);
    return teams;
  }
  const trainingIds = [...new Set(list.map((b) => b.trainingId))];
  const userIds = [...new Set(learners.map((l) => l.userId))];
  const [schedules, markOf, issued] = await Promise.all([
    tx.select(attendanceTrainingColumns).from(trainings).innerJoin(courses, eq(courses.id, trainings.courseId)).where(inArray(trainings.id, trainingIds)),
    attendanceMarks(tx, trainingIds, userIds),
    tx
      .select({ id: certificates.id, trainingId: certificates.trainingId, userId: certificates.userId, revokedAt: certificates.revokedAt })
      .from(certificates)
      .where(and(inArray(certificates.trainingId, trainingIds), inArray(certificates.userId, userIds))),
  ]);
  const sessionsByTraining = new Map(schedules.map((t) => [t.id, sessionsOf(patternOf(t)).map((s) => s.date)]));
  const certificateOf = new Map(issued.map((c) => [`${c.trainingId}/${c.userId}`, c]));
  for (const b of list) {
    const dates = sessionsByTraining.get(b.trainingId) ?? [];
    const sessions = dates.length;
    teams.set(
      b.id,
      b.learners.map((l) => {
        const key = `${b.trainingId}/${l.userId}`;
        // The one rule staff and certificates use: a correction, then the roster, then a Join click.
        const count = dates.filter((date) => markOf(b.trainingId, l.userId, date)?.present).length;
        const cert = certificateOf.get(key);
        return {
          userId: l.userId,
          name: l.clientSeesName ? l.name : l.email,
          email: l.email,
          sessions,
          sessionsAttended: count,
          attendanceRate: attendanceRate(count, sessions),
          certificate: cert ? { url: verificationUrl(cert.id), pdfUrl: pdfUrl(cert.id), valid: cert.revokedAt === null } : null,
        };
      }),
    );
  }
  return teams;
}
