import "server-only";
import { saveMyReview } from "../../reviews/writes";

/** PUT /api/course/updateCourseRating/{courseId}: the caller's one review of a course they are enrolled in, added or edited (lib/reviews). */
export const saveReview: typeof saveMyReview = (...args) => saveMyReview(...args);
