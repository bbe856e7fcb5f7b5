import "server-only";
import { listMyEnrolments } from "../enrolments/reads";
import type { MyEnrolment } from "../enrolments/types";
import { myReviewsByCourse } from "../reviews/reads";

/** My Learning: the learner's enrolments, each with the learner's review of its course (read side by side). */
export function listMyLearning(userId: string, now?: Date): Promise<MyEnrolment[]> {
  return listMyEnrolments(userId, now, myReviewsByCourse(userId));
}
