// Feedback after a batch (billing-and-delivery.md §11): the survey's fields, messages and arithmetic, once
// (browser-safe: the survey form uses them too).
import { z } from "zod";
import { idField } from "../validation/common";

export const paces = ["too_slow", "right", "too_fast"] as const;
export type Pace = (typeof paces)[number];

export const FEEDBACK_NOT_FOUND = "This survey link is not valid.";
export const FEEDBACK_ALREADY = "You have already answered this survey. Thank you!";

const whole = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}.`;
  return z.number({ message }).int(message).min(min, message).max(max, message);
};

/** POST /api/feedback/{token}. */
export const feedbackBody = z.object({
  nps: whole("nps", 0, 10),
  trainerRating: whole("trainerRating", 1, 5),
  contentRating: whole("contentRating", 1, 5),
  pace: z.enum(paces, { message: "pace must be too_slow, right or too_fast." }),
  comment: z.string({ message: "comment must be text." }).trim().max(2000, "Please keep your comment under 2,000 characters.").optional().default(""),
  publishAsReview: z.boolean({ message: "publishAsReview must be true or false." }).optional().default(false),
});
export type FeedbackBody = z.output<typeof feedbackBody>;

/** GET /api/admin/reports/feedback?trainingId=|trainerId=|courseId= (none: every response). */
export const feedbackReportQuery = z.object({
  trainingId: idField.optional().describe("one batch"),
  trainerId: idField.optional().describe("every batch of one trainer"),
  courseId: idField.optional().describe("every batch of one course"),
});
export type FeedbackReportQuery = z.output<typeof feedbackReportQuery>;

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** Net Promoter Score: percent of 9–10 minus percent of 0–6, −100…100, one decimal; null without answers. */
export function npsOf(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  const promoters = scores.filter((s) => s >= 9).length;
  const detractors = scores.filter((s) => s <= 6).length;
  return oneDecimal(((promoters - detractors) * 100) / scores.length);
}

/** The mean, one decimal; null without answers. */
export function meanOf(values: readonly number[]): number | null {
  return values.length === 0 ? null : oneDecimal(values.reduce((a, b) => a + b, 0) / values.length);
}
