import "server-only";
import { setReviewVisibility as domainSetReviewVisibility } from "../../reviews/staff";

/** PUT /api/admin/ratings/{id}: a review shown or hidden, the course's rating recounted; audited (lib/reviews). */
export const setReviewVisibility: typeof domainSetReviewVisibility = (...args) => domainSetReviewVisibility(...args);
