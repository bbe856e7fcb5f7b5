import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { courses, feedbackRequests, feedbackResponses, trainers, trainings, users } from "../../db/schema";
import { env } from "../env";
import { ApiError } from "../errors";
import type { RateLimitRule } from "../http/rate-limit";
import { enqueueMail } from "../mail/outbox";
import { lowScoreMail } from "../mail/templates/feedback";
import { hashFeedbackToken } from "./survey";
import { FEEDBACK_ALREADY, FEEDBACK_NOT_FOUND, type FeedbackBody } from "./validation";

/** Tokens are 256 random bits; the limit only keeps a guesser from hammering the database. */
export const feedbackRateLimit: RateLimitRule = {
  name: "feedback:ip",
  limit: 30,
  windowSeconds: 600,
  message: "Too many attempts. Please try again in a few minutes.",
};

export const isFeedbackToken = (token: string) => /^[A-Za-z0-9_-]{32,64}$/.test(token);

export interface SurveyContext {
  requestId: string;
  trainingId: string;
  userId: string;
  learnerName: string;
  courseId: string;
  courseTitle: string;
  startDate: string;
  endDate: string;
  trainerId: string | null;
  trainerName: string | null;
  answered: boolean;
}

async function surveyOf(tx: DbOrTx, token: string): Promise<SurveyContext | undefined> {
  if (!isFeedbackToken(token)) return undefined;
  const [row] = await tx
    .select({
      requestId: feedbackRequests.id,
      trainingId: feedbackRequests.trainingId,
      userId: feedbackRequests.userId,
      learnerName: users.name,
      courseId: courses.id,
      courseTitle: courses.title,
      startDate: trainings.startDate,
      endDate: trainings.endDate,
      trainerId: trainings.trainerId,
      responseId: feedbackResponses.id,
    })
    .from(feedbackRequests)
    .innerJoin(users, eq(users.id, feedbackRequests.userId))
    .innerJoin(trainings, eq(trainings.id, feedbackRequests.trainingId))
    .innerJoin(courses, eq(courses.id, trainings.courseId))
    .leftJoin(feedbackResponses, eq(feedbackResponses.requestId, feedbackRequests.id))
    .where(eq(feedbackRequests.tokenHash, hashFeedbackToken(token)));
  if (!row) return undefined;
  let trainerName: string | null = null;
  if (row.trainerId) {
    const [t] = await tx.select({ name: users.name }).from(trainers).innerJoin(users, eq(users.id, trainers.userId)).where(eq(trainers.id, row.trainerId));
    trainerName = t?.name ?? null;
  }
  const { responseId, ...rest } = row;
  return { ...rest, trainerName, answered: responseId !== null };
}

/** What the public survey page shows: the course, its dates and trainer, and whether it was answered; undefined = 404. */
export async function getSurvey(
  token: string,
): Promise<Pick<SurveyContext, "courseTitle" | "startDate" | "endDate" | "trainerName" | "learnerName" | "answered"> | undefined> {
  const survey = await surveyOf(await getDb(), token);
  if (!survey) return undefined;
  const { courseTitle, startDate, endDate, trainerName, learnerName, answered } = survey;
  return { courseTitle, startDate, endDate, trainerName, learnerName, answered };
}

/**
 * The survey's answer, one a link (a second: 409). A score of 6 or less is mailed to CONTACT_INBOX in the same
 * transaction (so once). Returns the answer's id and the survey it answered (whose learner and course a published
 * comment is the review of).
 */
export async function recordFeedbackResponse(token: string, body: FeedbackBody): Promise<{ id: string; survey: SurveyContext }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const survey = await surveyOf(tx, token);
    if (!survey) throw new ApiError("not_found", FEEDBACK_NOT_FOUND);
    const [row] = await tx
      .insert(feedbackResponses)
      .values({
        requestId: survey.requestId,
        trainingId: survey.trainingId,
        courseId: survey.courseId,
        trainerId: survey.trainerId,
        userId: survey.userId,
        nps: body.nps,
        trainerRating: body.trainerRating,
        contentRating: body.contentRating,
        pace: body.pace,
        comment: body.comment,
        publishAsReview: body.publishAsReview,
      })
      .onConflictDoNothing()
      .returning({ id: feedbackResponses.id });
    if (!row) throw new ApiError("conflict", FEEDBACK_ALREADY);
    const inbox = env().CONTACT_INBOX;
    if (body.nps <= 6 && inbox) {
      await enqueueMail(
        tx,
        lowScoreMail(inbox, {
          ...survey,
          nps: body.nps,
          comment: body.comment,
          url: `${env().APP_URL}/admin/reports/feedback?trainingId=${survey.trainingId}`,
        }),
      );
    }
    return { id: row.id, survey };
  });
}
