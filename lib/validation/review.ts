import { z } from "zod";
import { wire } from "./wire";

export const RATING_REQUIRED_MESSAGE = "Please provide a rating before submitting.";
export const REVIEW_REQUIRED_MESSAGE = "Please write your review.";

/** The Add Review dialog: half stars up to 5 (spec §5), and a text. */
export const reviewFields = z.object({
  rating: z.coerce
    .number({ message: RATING_REQUIRED_MESSAGE })
    .refine((n) => Number.isFinite(n) && n > 0, RATING_REQUIRED_MESSAGE)
    .refine((n) => n <= 5, "The rating can be at most 5 stars.")
    .refine((n) => Number.isInteger(n * 2), "Ratings go in half stars."),
  text: z.string({ message: REVIEW_REQUIRED_MESSAGE }).trim().min(1, REVIEW_REQUIRED_MESSAGE).max(2000, "Please keep your review under 2000 characters."),
});
export type ReviewFields = z.output<typeof reviewFields>;

/** PUT /api/course/updateCourseRating/{courseId} {newRating, review} (userName and courseId in the body are ignored). */
export const reviewWire = wire(reviewFields, { rating: "newRating", text: "review" });

/** PUT /api/admin/ratings/{id}: show or hide a review. */
export const reviewVisibilityBody = z.object({
  isVisible: z.boolean({ message: "isVisible must be true or false." }),
});
