import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "../../db";
import { courses, reviews, users } from "../../db/schema";
import { cached, cacheTags } from "../cache";

export interface PublicReviewView {
  _id: string;
  userName: string;
  rating: number;
  review: string;
  courseId: string;
  courseTitle: string;
  createdAt: string;
}

/** Visible reviews, newest first; the author's name is the account's. */
export function listVisibleReviews(): Promise<PublicReviewView[]> {
  return cached("reviews:visible", [cacheTags.reviews, cacheTags.courses], async () => {
    const db = await getDb();
    const rows = await db
      .select({
        id: reviews.id,
        userName: users.name,
        rating: reviews.rating,
        review: reviews.review,
        courseId: reviews.courseId,
        courseTitle: courses.title,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(courses, eq(courses.id, reviews.courseId))
      .where(and(eq(reviews.isVisible, true)))
      .orderBy(desc(reviews.createdAt), desc(reviews.id));
    return rows.map((r) => ({
      _id: r.id,
      userName: r.userName,
      rating: Number(r.rating),
      review: r.review,
      courseId: r.courseId,
      courseTitle: r.courseTitle,
      createdAt: r.createdAt.toISOString(),
    }));
  });
}
