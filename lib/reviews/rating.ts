import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import { courses, reviews } from "../../db/schema";

/** Recomputes a course's rating (mean of visible reviews, one decimal) and count; call inside the writing transaction. */
export async function recomputeCourseRating(tx: DbOrTx, courseId: string): Promise<{ courseRating: number; courseRatingCount: number }> {
  const [stats] = await tx
    .select({
      average: sql<string | null>`round(avg(${reviews.rating}), 1)`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(and(eq(reviews.courseId, courseId), eq(reviews.isVisible, true)));
  const courseRating = stats?.average ? Number(stats.average) : 0;
  const courseRatingCount = Number(stats?.count ?? 0);
  await tx.update(courses).set({ ratingAverage: courseRating, ratingCount: courseRatingCount }).where(eq(courses.id, courseId));
  return { courseRating, courseRatingCount };
}
