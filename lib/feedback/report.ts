import "server-only";
import { and, asc, eq, type SQL } from "drizzle-orm";
import { getDb } from "../../db";
import { feedbackResponses } from "../../db/schema";
import { meanOf, npsOf, type FeedbackReportQuery, type Pace } from "./validation";

export interface FeedbackReport {
  responses: number;
  nps: number | null;
  trainerRating: number | null;
  contentRating: number | null;
  pace: Record<Pace, number>;
  comments: { text: string; at: string }[];
}

/** GET /api/admin/reports/feedback: NPS, means, pace and comments of the responses the filters select (AND). */
export async function feedbackReport(filter: FeedbackReportQuery): Promise<FeedbackReport> {
  const where: SQL[] = [];
  if (filter.trainingId) where.push(eq(feedbackResponses.trainingId, filter.trainingId));
  if (filter.trainerId) where.push(eq(feedbackResponses.trainerId, filter.trainerId));
  if (filter.courseId) where.push(eq(feedbackResponses.courseId, filter.courseId));
  const rows = await (
    await getDb()
  )
    .select({
      nps: feedbackResponses.nps,
      trainerRating: feedbackResponses.trainerRating,
      contentRating: feedbackResponses.contentRating,
      pace: feedbackResponses.pace,
      comment: feedbackResponses.comment,
      createdAt: feedbackResponses.createdAt,
    })
    .from(feedbackResponses)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(feedbackResponses.createdAt));
  const pace: Record<Pace, number> = { too_slow: 0, right: 0, too_fast: 0 };
  for (const r of rows) pace[r.pace as Pace]++;
  return {
    responses: rows.length,
    nps: npsOf(rows.map((r) => r.nps)),
    trainerRating: meanOf(rows.map((r) => r.trainerRating)),
    contentRating: meanOf(rows.map((r) => r.contentRating)),
    pace,
    comments: rows
      .filter((r) => r.comment)
      .map((r) => ({ text: r.comment, at: r.createdAt.toISOString() }))
      .reverse(),
  };
}
