import { z } from "zod";

export const RATING_REQUIRED_MESSAGE = "Please provide a rating before submitting.";
export const REVIEW_REQUIRED_MESSAGE = "Please write your review.";

/** The review dialog and PUT /api/course/updateCourseRating/{courseId}: half stars up to 5, text required. */
export const reviewBodySchema = z.object({
  newRating: z.coerce
    .number({ message: RATING_REQUIRED_MESSAGE })
    .refine((n) => Number.isFinite(n) && n > 0, RATING_REQUIRED_MESSAGE)
    .refine((n) => n <= 5, "The rating can be at most 5 stars.")
    .refine((n) => Number.isInteger(n * 2), "Ratings go in half stars."),
  review: z.string({ message: REVIEW_REQUIRED_MESSAGE }).trim().min(1, REVIEW_REQUIRED_MESSAGE).max(2000, "Please keep your review under 2000 characters."),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;
