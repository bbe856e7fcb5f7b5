import type { Review } from "./types";

/** What a review card shows (the home page's slider): a slim copy of the review. */
export interface ReviewCardData {
  id: string;
  userName: string;
  rating: number;
  review: string;
  courseTitle: string;
}

export function toReviewCard(review: Review): ReviewCardData {
  return { id: review.id, userName: review.authorName, rating: review.rating, review: review.text, courseTitle: review.courseTitle };
}
