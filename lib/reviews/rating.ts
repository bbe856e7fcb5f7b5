import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db";
import { reviews } from "../../db/schema";
import { setCourseRating } from "../courses/writes";
import type { CourseRating } from "../courses/types";

/** The namespace of the rating locks (pg_advisory_xact_lock's first key). */
const RATING_LOCK = 7271;

/**
 * Recomputes a course's rating (mean of visible reviews, one decimal) and count; call inside the writing
 * transaction. Two reviews saved at once recompute one after the other under a transaction-scoped advisory lock
 * per course, and the second (a new statement, so a new snapshot under read committed) sees the first's review;
 * without it each would average without the other's, and the last to commit would leave a rating that misses
 * one. (An advisory lock, not a row lock on the course: the reviews' foreign keys already hold key-share locks on
 * that row, and upgrading those in two transactions at once deadlocks.)
 */
export async function recomputeCourseRating(tx: DbOrTx, courseId: string): Promise<CourseRating> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RATING_LOCK}, hashtext(${courseId}))`);
  const [stats] = await tx
    .select({
      average: sql<string | null>`round(avg(${reviews.rating}), 1)`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(and(eq(reviews.courseId, courseId), eq(reviews.isVisible, true)));
  const average = stats?.average ? Number(stats.average) : 0;
  const count = Number(stats?.count ?? 0);
  await setCourseRating(tx, courseId, { average, count });
  return { average, count };
}
