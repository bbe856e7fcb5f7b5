import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "../../db";
import { reviews } from "../../db/schema";
import { recordAudit } from "../audit/log";
import { cacheTags, invalidateTags } from "../cache";
import { ApiError } from "../errors";
import { recomputeCourseRating } from "./rating";
import { selectReviewPage, selectReviews } from "./reads";
import type { ListPage, PageRequest } from "../http/staff-list";
import type { CourseRating } from "../courses/types";
import type { StaffReview, StaffReviewFilter } from "./types";

/** Every review (hidden ones too), newest first. */
export async function listStaffReviews(filter: StaffReviewFilter = {}): Promise<StaffReview[]> {
  return selectReviews(await getDb(), filter);
}

/** A page of the reviews (hidden ones too), newest first, by keyset: the console's list and the API's default answer. */
export async function pageOfStaffReviews(filter: StaffReviewFilter, request: PageRequest): Promise<ListPage<StaffReview>> {
  return selectReviewPage(await getDb(), filter, request);
}

/**
 * Hides or shows a review. The course's rating is recomputed in the same transaction, the change is
 * audited, and the public pages drop (or regain) the review at once.
 */
export async function setReviewVisibility(actorUserId: string, id: string, isVisible: boolean): Promise<StaffReview & { courseRating: CourseRating }> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [before] = await selectReviews(tx, { id });
    if (!before) throw new ApiError("not_found", "Review not found.");
    await tx.update(reviews).set({ isVisible }).where(eq(reviews.id, id));
    const rating = await recomputeCourseRating(tx, before.courseId);
    const [after] = await selectReviews(tx, { id });
    await recordAudit(tx, { actorUserId, action: "update", entity: "review", entityId: id, before, after });
    return { ...after!, courseRating: rating };
  });
  invalidateTags(cacheTags.reviews, cacheTags.courses, cacheTags.trainings);
  return result;
}
