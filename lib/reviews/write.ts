import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "../../db";
import { reviews } from "../../db/schema";
import { cacheTags, invalidateTags } from "../cache";
import { getCourse } from "../courses/service";
import { isEnrolledInCourse } from "../enrolments/service";
import { ApiError } from "../http/api-error";
import type { ReviewBody } from "../validation/review";
import { recomputeCourseRating } from "./rating";

/**
 * Adds or edits the learner's one review of a course they are enrolled in; the course's rating and count
 * are recomputed in the same transaction. The author name is always the account's.
 */
export async function saveMyReview(userId: string, courseId: string, body: ReviewBody): Promise<{ courseRating: number; courseRatingCount: number }> {
  if (!(await getCourse(courseId))) throw new ApiError("not_found", "Course not found.");
  if (!(await isEnrolledInCourse(userId, courseId))) {
    throw new ApiError("forbidden", "You can review only courses of trainings you are enrolled in.");
  }
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    await tx
      .insert(reviews)
      .values({ userId, courseId, rating: body.newRating, review: body.review })
      .onConflictDoUpdate({
        target: [reviews.userId, reviews.courseId],
        set: { rating: body.newRating, review: body.review, updatedAt: sql`now()` },
      });
    return recomputeCourseRating(tx, courseId);
  });
  invalidateTags(cacheTags.reviews, cacheTags.courses);
  return result;
}
