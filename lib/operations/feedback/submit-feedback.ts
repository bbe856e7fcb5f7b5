import "server-only";
import { recordFeedbackResponse } from "../../feedback/respond";
import type { FeedbackBody } from "../../feedback/validation";
import { log } from "../../log";
import { saveMyReview } from "../../reviews/writes";

/**
 * POST /api/feedback/{token}: the survey's one answer (lib/feedback, with its low-score mail); then, with
 * publishAsReview and a comment, the comment becomes the learner's review of the course through lib/reviews, like
 * any review staff can hide. The answer stands whatever the review does.
 */
export async function submitFeedback(token: string, body: FeedbackBody): Promise<{ _id: string; publishedAsReview: boolean }> {
  const result = await recordFeedbackResponse(token, body);
  let publishedAsReview = false;
  if (body.publishAsReview && body.comment) {
    try {
      await saveMyReview(result.survey.userId, result.survey.courseId, { rating: body.contentRating, text: body.comment });
      publishedAsReview = true;
    } catch (err) {
      // A review the reviews domain refuses (say, the enrolment was removed) is only logged.
      log.warn("feedback comment not published as a review", { err, responseId: result.id });
    }
  }
  return { _id: result.id, publishedAsReview };
}
