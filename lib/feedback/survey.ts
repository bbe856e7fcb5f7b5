import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gte, isNull, lte } from "drizzle-orm";
import { getDb } from "../../db";
import { courses, enrolments, feedbackRequests, feedbackRounds, trainings, users } from "../../db/schema";
import { learnerColumns } from "../accounts/columns";
import { attendanceTrainingColumns, patternOf } from "../attendance/training";
import { isCompleted } from "../certificates/issue";
import { now as clockNow } from "../clock";
import { env } from "../env";
import { log } from "../log";
import { enqueueMails } from "../mail/outbox";
import { surveyMail } from "../mail/templates/feedback";
import { addDays } from "../schedule/schedule";
import { sessionsOf } from "../schedule/sessions";

/** A batch that completed longer ago than this gets no survey (the job is not a way to mail every old batch). */
export const SURVEY_WINDOW_DAYS = 7;

export const hashFeedbackToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The background job (every 15 s; billing-and-delivery.md §11): each training that completed within the last
 * SURVEY_WINDOW_DAYS and has no feedback round yet is claimed by inserting its round (one process wins; the other's
 * insert does nothing), and every learner with an active enrolment gets a personal link, in the same transaction.
 */
export async function sendDueSurveys(at: Date = clockNow()): Promise<{ trainings: number; mails: number }> {
  const db = await getDb();
  const today = at.toISOString().slice(0, 10);
  const candidates = await db
    .select(attendanceTrainingColumns)
    .from(trainings)
    .innerJoin(courses, eq(courses.id, trainings.courseId))
    .leftJoin(feedbackRounds, eq(feedbackRounds.trainingId, trainings.id))
    .where(
      and(
        isNull(feedbackRounds.trainingId),
        eq(trainings.isCancelled, false),
        lte(trainings.endDate, addDays(today, 1)),
        gte(trainings.endDate, addDays(today, -SURVEY_WINDOW_DAYS - 2)),
      ),
    );
  const due = candidates.filter((t) => {
    if (!isCompleted(t, at)) return false;
    const last = sessionsOf(patternOf(t)).at(-1);
    return !last || at.getTime() - last.endsAt.getTime() <= SURVEY_WINDOW_DAYS * 86_400_000;
  });
  let claimed = 0;
  let mails = 0;
  for (const training of due) {
    mails += await db.transaction(async (tx) => {
      const won = await tx
        .insert(feedbackRounds)
        .values({ trainingId: training.id, sentAt: at })
        .onConflictDoNothing()
        .returning({ id: feedbackRounds.trainingId });
      if (won.length === 0) return 0;
      claimed++;
      const learners = await tx
        .select(learnerColumns)
        .from(enrolments)
        .innerJoin(users, eq(users.id, enrolments.userId))
        .where(and(eq(enrolments.trainingId, training.id), eq(enrolments.isActive, true)));
      if (learners.length === 0) return 0;
      const links = learners.map((l) => ({ ...l, token: randomBytes(32).toString("base64url") }));
      await tx.insert(feedbackRequests).values(links.map((l) => ({ trainingId: training.id, userId: l.userId, tokenHash: hashFeedbackToken(l.token) })));
      await enqueueMails(
        tx,
        links.map((l) => surveyMail(l.email, l.name, training.courseTitle, `${env().APP_URL}/feedback/${l.token}`)),
      );
      return links.length;
    });
  }
  if (mails > 0) log.info("feedback surveys queued", { trainings: claimed, mails });
  return { trainings: claimed, mails };
}
