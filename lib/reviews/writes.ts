import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "../../db";
import { reviews } from "../../db/schema";
import { cacheTags, invalidateTags } from "../cache";
import { getCourse } from "../courses/reads";
import { isEnrolledInCourse } from "../enrolments/reads";
import { ApiError } from "../http/api-error";
import type { ReviewFields } from "../validation/review";
import { recomputeCourseRating } from "./rating";
import type { CourseRating } from "./types";

/**
 * Adds or edits the learner's one review of a course they are enrolled in; the course's rating is
 * recomputed in the same transaction. The author is always the account, never a name from the body.
 */
export async function saveMyReview(userId: string, courseId: string, fields: ReviewFields): Promise<CourseRating> {
  if (!(await getCourse(courseId))) throw new ApiError("not_found", "Course not found.");
  if (!(await isEnrolledInCourse(userId, courseId))) {
    throw new ApiError("forbidden", "You can review only courses of trainings you are enrolled in.");
  }
  const db = await getDb();
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
  invalidateTags(cacheTags.reviews, cacheTags.courses);
  return result;
}
