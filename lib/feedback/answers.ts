import "server-only";
import { z } from "zod";
import { instant } from "../http/answer-schema";

export const feedbackReceipt = z
  .object({ _id: z.string(), publishedAsReview: z.boolean().describe("the comment became the learner's review of the course") })
  .meta({ id: "FeedbackReceipt" });

export const feedbackReportAnswer = z
  .object({
    responses: z.number().int(),
    nps: z.number().nullable().describe("−100…100, one decimal: percent of 9–10 minus percent of 0–6; null without responses"),
    trainerRating: z.number().nullable().describe("mean, one decimal"),
    contentRating: z.number().nullable().describe("mean, one decimal"),
    pace: z.object({ too_slow: z.number().int(), right: z.number().int(), too_fast: z.number().int() }),
    comments: z.array(z.object({ text: z.string(), at: instant })).describe("newest first"),
  })
  .meta({ id: "FeedbackReport" });
