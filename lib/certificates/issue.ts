import "server-only";
import { and, eq, isNull, lte } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { certificates, courses, trainings, type Certificate } from "../../db/schema";
import { claimCertificateRun } from "../trainings/writes";
import { attendanceOf } from "../attendance/staff";
import { attendanceTrainingColumns, patternOf, type AttendanceTraining } from "../attendance/training";
import { now as clockNow } from "../clock";
import { env } from "../env";
import { log } from "../log";
import { enqueueMail } from "../mail/outbox";
import { certificateIssuedMail } from "../mail/templates/certificates";
import { addDays } from "../schedule/schedule";
import { sessionsOf, trainingStatusAt } from "../schedule/sessions";
import { dateInZone } from "../schedule/status";
import { pdfUrl, verificationUrl } from "./company";
import { newCertificateId } from "./ids";

/** Hours of instruction: the sum of the batch's session durations, one decimal. */
export function hoursOf(training: AttendanceTraining): number {
  const ms = sessionsOf(patternOf(training)).reduce((sum, s) => sum + (s.endsAt.getTime() - s.startsAt.getTime()), 0);
  return Math.round(ms / 360_000) / 10;
}

/** Completed, as lib/schedule decides it for every screen: its last session has ended (no sessions: its end date is past). */
export const isCompleted = (training: AttendanceTraining, at: Date): boolean =>
  trainingStatusAt({ ...patternOf(training), isCancelled: training.isCancelled }, at) === "Completed";

/** At least CERTIFICATE_MIN_ATTENDANCE percent of the sessions, compared exactly (no rounding). */
export const meetsThreshold = (attended: number, sessions: number, minPercent = env().CERTIFICATE_MIN_ATTENDANCE) =>
  sessions > 0 && attended * 100 >= minPercent * sessions;

/**
 * What a certificate keeps of the day it was issued (the learner's name, the course, the dates, the hours, the day in
 * the training's zone, who issued it): written the same way on a first issue and on a reissue after a revocation.
 */
export function certificateSnapshot(training: AttendanceTraining, learner: { name: string }, issuedBy: string | null, at: Date) {
  return {
    learnerName: learner.name,
    courseTitle: training.courseTitle,
    startDate: training.startDate,
    endDate: training.endDate,
    hours: hoursOf(training),
    issuedOn: dateInZone(at, training.timeZone),
    issuedBy,
  };
}

/**
 * Issues one certificate in the caller's transaction and queues its mail; the unique (training, learner) index
 * makes it once: a second attempt answers undefined and changes nothing.
 */
export async function issueCertificate(
  tx: DbOrTx,
  training: AttendanceTraining,
  learner: { userId: string; name: string; email: string },
  issuedBy: string | null,
  at: Date,
): Promise<Certificate | undefined> {
  const [row] = await tx
    .insert(certificates)
    .values({
      id: newCertificateId(),
      trainingId: training.id,
      userId: learner.userId,
      ...certificateSnapshot(training, learner, issuedBy, at),
    })
    .onConflictDoNothing()
    .returning();
  if (row) await enqueueMail(tx, certificateIssuedMail(learner.email, row, verificationUrl(row.id), pdfUrl(row.id)));
  return row;
}

/**
 * The background job (every few seconds): each training that has completed and whose certificates were not
 * issued yet is claimed with a conditional update (one instance wins; the others see it taken), and every
 * learner with an active enrolment at or above the threshold gets a certificate and a mail, in one transaction.
 */
export async function issueDueCertificates(at: Date = clockNow()): Promise<{ trainings: number; issued: number }> {
  const db = await getDb();
  // A last session may end the day after the end date (past midnight) and zones run a day either side of UTC.
  const latestEnd = addDays(at.toISOString().slice(0, 10), 1);
  const candidates = await db
    .select(attendanceTrainingColumns)
    .from(trainings)
    .innerJoin(courses, eq(courses.id, trainings.courseId))
    .where(and(isNull(trainings.certificatesIssuedAt), eq(trainings.isCancelled, false), lte(trainings.endDate, latestEnd)));
  let done = 0;
  let issued = 0;
  for (const training of candidates.filter((t) => isCompleted(t, at))) {
    issued += await db.transaction(async (tx) => {
      if (!(await claimCertificateRun(tx, training.id, at))) return 0;
      done++;
      const grid = await attendanceOf(tx, training);
      let count = 0;
      for (const learner of grid.learners) {
        if (meetsThreshold(learner.attended.length, grid.sessions.length) && (await issueCertificate(tx, training, learner, null, at))) count++;
      }
      return count;
    });
  }
  if (issued > 0) log.info("certificates issued", { trainings: done, issued });
  return { trainings: done, issued };
}
