import "server-only";
import { and, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { courses, reviews, users } from "../../db/schema";
import { recordAudit } from "../audit/log";
import { cacheTags, invalidateTags } from "../cache";
import { ApiError } from "../http/api-error";
import { recomputeCourseRating } from "./rating";

/** A review as staff see it: with its author's account, its course and whether it is shown. */
export interface AdminReviewView {
  _id: string;
  userName: string;
  userEmail: string;
  userId: string;
  rating: number;
  review: string;
  courseId: string;
  courseTitle: string;
  isVisible: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ReviewFilter {
  id?: string;
  courseId?: string;
  visible?: boolean;
  q?: string;
}

async function reviewViews(tx: DbOrTx, filter: ReviewFilter = {}): Promise<AdminReviewView[]> {
  const conditions: SQL[] = [];
  if (filter.id) conditions.push(eq(reviews.id, filter.id));
  if (filter.courseId) conditions.push(eq(reviews.courseId, filter.courseId));
  if (filter.visible !== undefined) conditions.push(eq(reviews.isVisible, filter.visible));
  if (filter.q) {
    const p = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(reviews.review, p), ilike(users.name, p), ilike(users.email, p), ilike(courses.title, p))!);
  }
  const rows = await tx
    .select({
      id: reviews.id,
      rating: reviews.rating,
      review: reviews.review,
      isVisible: reviews.isVisible,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
      courseId: reviews.courseId,
      courseTitle: courses.title,
      userId: users.id,
      userName: users.name,
      userEmail: users.email,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(courses, eq(courses.id, reviews.courseId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map((r) => ({
    _id: r.id,
    userName: r.userName,
    userEmail: r.userEmail,
    userId: r.userId,
    rating: Number(r.rating),
    review: r.review,
    courseId: r.courseId,
    courseTitle: r.courseTitle,
    isVisible: r.isVisible,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** Every review (hidden ones too), newest first. */
export async function listAdminReviews(filter: ReviewFilter = {}): Promise<AdminReviewView[]> {
  return reviewViews(await getDb(), filter);
}

/**
 * Hides or shows a review. The course's rating and count are recomputed in the same transaction, and the
 * public pages drop (or regain) the review at once.
 */
export async function setReviewVisibility(
  actorUserId: string,
  id: string,
  isVisible: boolean,
): Promise<AdminReviewView & { courseRating: number; courseRatingCount: number }> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [before] = await reviewViews(tx, { id });
    if (!before) throw new ApiError("not_found", "Review not found.");
    await tx.update(reviews).set({ isVisible }).where(eq(reviews.id, id));
    const rating = await recomputeCourseRating(tx, before.courseId);
    const [after] = await reviewViews(tx, { id });
    await recordAudit(tx, { actorUserId, action: "update", entity: "review", entityId: id, before, after });
    return { ...after!, ...rating };
  });
  invalidateTags(cacheTags.reviews, cacheTags.courses, cacheTags.trainings);
  return result;
}
