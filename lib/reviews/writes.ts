import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { reviews } from "../../db/schema";
import { cacheTags, invalidateTags, oneCourseTags } from "../cache";
import { getCourse } from "../courses/reads";
import { isEnrolledInCourse } from "../enrolments/reads";
import { ApiError } from "../errors";
import type { RateLimitRule } from "../http/rate-limit";
import type { ReviewFields } from "../validation/review";
import { recomputeCourseRating } from "./rating";
import type { CourseRating } from "../courses/types";

/** Review writes per account: each one recomputes a rating and drops cached pages. */
export const reviewRateLimit: RateLimitRule = {
  name: "review:user",
  limit: 10,
  windowSeconds: 600,
  message: "You have changed your reviews several times in a short time. Please try again later.",
};

/**
 * Adds or edits the learner's one review of a course they are enrolled in; the course's rating is
 * recomputed in the same transaction. The author is always the account, never a name from the body.
 */
export async function saveMyReview(userId: string, courseId: string, fields: ReviewFields): Promise<CourseRating> {
  const course = await getCourse(courseId);
  if (!course) throw new ApiError("not_found", "Course not found.");
  if (!(await isEnrolledInCourse(userId, courseId))) {
    throw new ApiError("forbidden", "You can review only courses of trainings you are enrolled in.");
  }
  const db = await getDb();
  // The same review again changes nothing: no write, no cache dropped anywhere.
  const [current] = await db
    .select({ rating: reviews.rating, text: reviews.review })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.courseId, courseId)));
  if (current && Number(current.rating) === fields.rating && current.text === fields.text) return course.rating;
  const result = await db.transaction(async (tx) => {
    await tx
      .insert(reviews)
      .values({ userId, courseId, rating: fields.rating, review: fields.text })
      .onConflictDoUpdate({
        target: [reviews.userId, reviews.courseId],
        set: { rating: fields.rating, review: fields.text, updatedAt: sql`now()` },
      });
    return recomputeCourseRating(tx, courseId);
  });
  // Only this course's data (its rating, its reviews) and the lists of the latest reviews: no other page.
  invalidateTags(...oneCourseTags(courseId), cacheTags.latestReviews);
  return result;
}

/**
 * A review written at `createdAt` (the demo seed's), in the caller's transaction, unless the author already reviewed
 * the course; the caller recomputes the ratings it touched. True when it was added.
 */
export async function addReviewIfMissing(
  tx: DbOrTx,
  review: { userId: string; courseId: string; rating: number; review: string; createdAt: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(reviews)
    .values({ ...review, updatedAt: review.createdAt })
    .onConflictDoNothing()
    .returning({ id: reviews.id });
  return inserted.length > 0;
}
