import "server-only";
import { z } from "zod";
import { answer, instant } from "../http/answer-schema";
import { cacheTags } from "../cache";
import type { WholeList } from "../http/whole-list";
import { visibleReviewChunks } from "./reads";
import { toReviewCard } from "./card";
import type { CourseRating } from "../courses/types";
import type { Review, StaffReview } from "./types";

// The API's names for reviews (api.md §3, §4): the product's Review becomes the legacy shape here, and only here.

const legacyReview = {
  _id: z.string(),
  userName: z.string().describe("the author's account name"),
  rating: z.number().min(0.5).max(5).describe("half stars"),
  review: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  createdAt: instant,
};
const legacyReviewOf = (r: Review) => ({
  _id: r.id,
  userName: r.authorName,
  rating: r.rating,
  review: r.text,
  courseId: r.courseId,
  courseTitle: r.courseTitle,
  createdAt: r.createdAt.toISOString(),
});

export const reviewAnswer = answer(z.object(legacyReview).meta({ id: "Review" }), legacyReviewOf);

const legacyRating = { courseRating: z.number().describe("mean of the visible reviews, one decimal"), courseRatingCount: z.number().int() };
const legacyRatingOf = (r: CourseRating) => ({ courseRating: r.average, courseRatingCount: r.count });

export const courseRatingAnswer = answer(z.object(legacyRating).meta({ id: "CourseRating" }), legacyRatingOf);

const staffReview = z
  .object({ ...legacyReview, userId: z.string(), userEmail: z.string(), isVisible: z.boolean(), updatedAt: instant })
  .meta({ id: "StaffReview" });
const staffReviewOf = (r: StaffReview) => ({
  ...legacyReviewOf(r),
  userId: r.authorId,
  userEmail: r.authorEmail,
  isVisible: r.isVisible,
  updatedAt: r.updatedAt.toISOString(),
});

export const staffReviewAnswer = answer(staffReview, staffReviewOf);

export const reviewVisibilityAnswer = answer(
  staffReview.extend(legacyRating).meta({ id: "StaffReviewWithRating" }),
  (r: StaffReview & { courseRating: CourseRating }) => ({ ...staffReviewOf(r), ...legacyRatingOf(r.courseRating) }),
);

/** A review card (newer calls speak the product's words): what the home page's review slider shows. */
export const reviewCardAnswer = answer(
  z
    .object({
      id: z.string(),
      userName: z.string().describe("the author's account name"),
      rating: z.number().min(0.5).max(5).describe("half stars"),
      review: z.string(),
      courseTitle: z.string(),
    })
    .meta({ id: "ReviewCard" }),
  toReviewCard,
);

/** The whole legacy list of visible reviews, built as compressed bytes once per change (lib/http/whole-list.ts). */
export const wholeReviewList = {
  key: "/api/rating/getAllRatingsByUser" as const,
  tags: [cacheTags.reviews, cacheTags.courses, cacheTags.latestReviews, cacheTags.anyCourse],
  async *items() {
    for await (const chunk of visibleReviewChunks()) yield chunk.map((review) => JSON.stringify(reviewAnswer.parse(review)));
  },
} satisfies WholeList;
