import "server-only";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { and, eq, gte, inArray, isNull } from "drizzle-orm";
import { getDb } from "../../db";
import { absenceMails, attendanceCorrections, courses, enrolments, rosterMarks, sessionRosters, trainingMaterials, trainings, users } from "../../db/schema";
import { learnerColumns } from "../accounts/columns";
import { attendanceTrainingColumns } from "../attendance/training";
import { now as clockNow } from "../clock";
import { env } from "../env";
import { log } from "../log";
import { enqueueMail } from "../mail/outbox";
import { missedSessionMail } from "../mail/templates/materials";
import { addDays } from "../schedule/schedule";
import { materialPath, visibilityOf } from "./store";

/** Rosters of sessions older than this are not looked at again (a late upload of materials mails no one). */
export const ABSENCE_MAIL_WINDOW_DAYS = 14;

/** The row of a roster mark's learner and session in a table keyed by training, learner and session date. */
const ofTheMark = (t: { trainingId: AnyPgColumn; userId: AnyPgColumn; sessionDate: AnyPgColumn }) =>
  and(eq(t.trainingId, sessionRosters.trainingId), eq(t.userId, rosterMarks.userId), eq(t.sessionDate, sessionRosters.sessionDate));

/**
 * The background job (every 15 s; billing-and-delivery.md §10): each learner a session's roster marked absent (and
 * no staff correction made present) gets one mail with that session's materials and recording, once there are any.
 * The absence_mails row, inserted in the mail's transaction, is the claim: two processes never both send it.
 */
export async function mailAbsentLearners(at: Date = clockNow()): Promise<number> {
  const db = await getDb();
  const since = addDays(at.toISOString().slice(0, 10), -ABSENCE_MAIL_WINDOW_DAYS);
  const absent = await db
    .select({ trainingId: sessionRosters.trainingId, sessionDate: sessionRosters.sessionDate, ...learnerColumns })
    .from(rosterMarks)
    .innerJoin(sessionRosters, eq(sessionRosters.id, rosterMarks.rosterId))
    .innerJoin(users, eq(users.id, rosterMarks.userId))
    .innerJoin(enrolments, and(eq(enrolments.trainingId, sessionRosters.trainingId), eq(enrolments.userId, rosterMarks.userId), eq(enrolments.isActive, true)))
    .leftJoin(absenceMails, ofTheMark(absenceMails))
    .leftJoin(attendanceCorrections, and(ofTheMark(attendanceCorrections), eq(attendanceCorrections.present, true)))
    .where(and(eq(rosterMarks.present, false), gte(sessionRosters.sessionDate, since), isNull(absenceMails.id), isNull(attendanceCorrections.id)));
  if (absent.length === 0) return 0;
  const trainingIds = [...new Set(absent.map((a) => a.trainingId))];
  const [batches, materials] = await Promise.all([
    db.select(attendanceTrainingColumns).from(trainings).innerJoin(courses, eq(courses.id, trainings.courseId)).where(inArray(trainings.id, trainingIds)),
    db.select().from(trainingMaterials).where(inArray(trainingMaterials.trainingId, trainingIds)),
  ]);
  const byId = new Map(batches.map((b) => [b.id, b]));
  const appUrl = env().APP_URL;
  let sent = 0;
  for (const a of absent) {
    const training = byId.get(a.trainingId)!;
    const links = materials
      .filter((m) => m.trainingId === a.trainingId && m.sessionDate === a.sessionDate && visibilityOf(m, training, at) === "visible")
      .map((m) => ({ title: m.title, kind: m.kind, url: `${appUrl}${materialPath(m.trainingId, m.id)}` }));
    if (links.length === 0) continue;
    sent += await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(absenceMails)
        .values({ trainingId: a.trainingId, userId: a.userId, sessionDate: a.sessionDate })
        .onConflictDoNothing()
        .returning({ id: absenceMails.id });
      if (claimed.length === 0) return 0;
      await enqueueMail(tx, missedSessionMail(a.email, a.name, training.courseTitle, a.sessionDate, links, `${appUrl}/my-learning`));
      return 1;
    });
  }
  if (sent > 0) log.info("missed-session mails queued", { sent });
  return sent;
}
