import "server-only";
import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { courses, reviews, users } from "../../db/schema";
import { cached, cacheTags, dependsOn } from "../cache";
import { likePattern } from "../search";
import { keysetPage, listKeyOf, type ListOrder, type ListPage, type PageRange, type PageRequest } from "../http/staff-list";
import type { Review, StaffReview, StaffReviewFilter } from "./types";

/** The one column set of a review: the review, its course's title and its author's account. */
const reviewColumns = {
  id: reviews.id,
  courseId: reviews.courseId,
  courseTitle: courses.title,
  authorName: users.name,
  authorId: users.id,
  authorEmail: users.email,
  rating: reviews.rating,
  text: reviews.review,
  isVisible: reviews.isVisible,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
};
type ReviewRow = { [K in keyof typeof reviewColumns]: (typeof reviewColumns)[K]["_"]["data"] };

/** The one row-to-view mapping (staff get every field; the public view is its subset). */
const toStaffReview = (row: ReviewRow): StaffReview => ({ ...row, rating: Number(row.rating) });
const toReview = ({ authorId: _id, authorEmail: _email, isVisible: _visible, updatedAt: _updated, ...rest }: StaffReview): Review => rest;

function reviewConditions(filter: StaffReviewFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.id) conditions.push(eq(reviews.id, filter.id));
  if (filter.courseId) conditions.push(eq(reviews.courseId, filter.courseId));
  if (filter.visible !== undefined) conditions.push(eq(reviews.isVisible, filter.visible));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(or(ilike(reviews.review, pattern), ilike(users.name, pattern), ilike(users.email, pattern), ilike(courses.title, pattern))!);
  }
  return conditions;
}

/** The console's order of reviews: newest first, ties by id (reviews_created_idx, or reviews_visible_created_idx by visibility). */
export const reviewListOrder: ListOrder = { key: reviews.createdAt, id: reviews.id, type: "timestamptz", direction: "desc" };

/** The SQL of a page of the reviews list (filters as the console's): for EXPLAIN in tests. */
export function reviewPageQuery(tx: DbOrTx, filter: StaffReviewFilter, range: PageRange) {
  return tx
    .select({ ...reviewColumns, listKey: listKeyOf(reviewListOrder) })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(courses, eq(courses.id, reviews.courseId))
    .where(and(...reviewConditions(filter), range.where))
    .orderBy(...range.orderBy)
    .limit(range.limit);
}

/** A page of the reviews (hidden ones too; filters as selectReviews), newest first, by keyset: no offset, no count. */
export async function selectReviewPage(tx: DbOrTx, filter: StaffReviewFilter, request: PageRequest): Promise<ListPage<StaffReview>> {
  return keysetPage(reviewListOrder, request, async (range) => {
    const rows = await reviewPageQuery(tx, filter, range);
    return rows.map(({ listKey, ...row }) => ({ item: toStaffReview(row), key: listKey, id: row.id }));
  });
}

/** Reviews with their course and author, newest first. */
export async function selectReviews(tx: DbOrTx, filter: StaffReviewFilter = {}): Promise<StaffReview[]> {
  const conditions = reviewConditions(filter);
  const rows = await tx
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(courses, eq(courses.id, reviews.courseId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(filter.limit ?? Number.MAX_SAFE_INTEGER)
    .offset(filter.offset ?? 0);
  return rows.map(toStaffReview);
}

/**
 * Every visible review, newest first, a chunk at a time (keyset on created_at and id): the whole legacy list's
 * build (lib/http/whole-list.ts). The same reviews as listVisibleReviews().
 */
export async function* visibleReviewChunks(size = 1000): AsyncGenerator<Review[]> {
  const db = await getDb();
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select({ ...reviewColumns, at: sql<string>`${reviews.createdAt}::text` })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(courses, eq(courses.id, reviews.courseId))
      .where(and(eq(reviews.isVisible, true), after ? sql`(${reviews.createdAt}, ${reviews.id}) < (${after.at}::timestamptz, ${after.id})` : undefined))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(size);
    if (rows.length === 0) return;
    yield rows.map(({ at: _at, ...row }) => toReview(toStaffReview(row)));
    if (rows.length < size) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.at, id: last.id };
  }
}

/** Visible reviews, newest first: all of them, or a page (`limit` from `offset`). */
export function listVisibleReviews(page: { limit?: number; offset?: number } = {}): Promise<Review[]> {
  const load = async () => (await selectReviews(await getDb(), { visible: true, ...page })).map(toReview);
  // Deep pages are anybody's numbers: not cache keys (the cache would grow without bound).
  if (page.offset) {
    dependsOn(cacheTags.reviews, cacheTags.latestReviews, cacheTags.anyCourse);
    return load();
  }
  return cached(`reviews:visible:${page.limit ?? "all"}`, [cacheTags.reviews, cacheTags.courses, cacheTags.latestReviews], load, undefined, (list) =>
    list.map((r) => cacheTags.course(r.courseId)),
  );
}

/** How many reviews are visible (the paged public list's total). */
export async function countVisibleReviews(): Promise<number> {
  dependsOn(cacheTags.reviews, cacheTags.latestReviews);
  const [row] = await (await getDb()).select({ n: count() }).from(reviews).where(eq(reviews.isVisible, true));
  return row?.n ?? 0;
}

/** A course's visible reviews, newest first (its page shows the latest few). */
export function listVisibleReviewsOfCourse(courseId: string, limit = 12): Promise<Review[]> {
  return cached(`reviews:course:${courseId}:${limit}`, [cacheTags.reviews, cacheTags.course(courseId)], async () =>
    (await selectReviews(await getDb(), { courseId, visible: true, limit })).map(toReview),
  );
}

/** The learner's own reviews, by course (My Learning shows them in the Add Review dialog). */
export async function myReviewsByCourse(userId: string): Promise<Map<string, { rating: number; text: string }>> {
  const db = await getDb();
  const rows = await db.select({ courseId: reviews.courseId, rating: reviews.rating, text: reviews.review }).from(reviews).where(eq(reviews.userId, userId));
  return new Map(rows.map((r) => [r.courseId, { rating: Number(r.rating), text: r.text }]));
}
