import { describe, expect, it } from "vitest";
import { feedbackBody, meanOf, npsOf } from "@/lib/feedback/validation";

describe("NPS: percent of promoters (9–10) minus percent of detractors (0–6), one decimal", () => {
  it.each<[string, number[], number | null]>([
    ["no answers", [], null],
    ["one promoter", [10], 100],
    ["one detractor", [0], -100],
    ["one passive", [7], 0],
    ["8 is passive, 6 a detractor", [8, 6], -50],
    ["9 is a promoter", [9, 7], 50],
    ["thirds", [10, 5, 8], 0],
    ["one decimal: 2 promoters, 1 detractor of 3", [9, 10, 3], 33.3],
    ["one decimal: 1 promoter of 3", [9, 7, 7], 33.3],
    ["one decimal: 1 detractor of 6", [6, 7, 8, 7, 8, 7], -16.7],
    ["2 of 3 detractors", [0, 6, 10], -33.3],
    ["all passive", [7, 8, 7, 8], 0],
  ])("%s", (_, scores, nps) => {
    expect(npsOf(scores)).toBe(nps);
  });
});

describe("Means, one decimal", () => {
  it.each<[number[], number | null]>([
    [[], null],
    [[5], 5],
    [[4, 5], 4.5],
    [[4, 4, 5], 4.3],
    [[1, 2, 2], 1.7],
  ])("%j → %s", (values, mean) => {
    expect(meanOf(values)).toBe(mean);
  });
});

const valid = { nps: 9, trainerRating: 5, contentRating: 4, pace: "right" };
describe("The survey's answer: each message a row", () => {
  it.each<[string, Record<string, unknown>, string]>([
    ["nps over 10", { nps: 11 }, "nps must be a whole number from 0 to 10."],
    ["nps below 0", { nps: -1 }, "nps must be a whole number from 0 to 10."],
    ["nps a fraction", { nps: 7.5 }, "nps must be a whole number from 0 to 10."],
    ["nps missing", { nps: undefined }, "nps must be a whole number from 0 to 10."],
    ["trainerRating 0", { trainerRating: 0 }, "trainerRating must be a whole number from 1 to 5."],
    ["contentRating 6", { contentRating: 6 }, "contentRating must be a whole number from 1 to 5."],
    ["pace unknown", { pace: "fast" }, "pace must be too_slow, right or too_fast."],
    ["comment too long", { comment: "x".repeat(2001) }, "Please keep your comment under 2,000 characters."],
    ["publishAsReview not a boolean", { publishAsReview: "yes" }, "publishAsReview must be true or false."],
  ])("%s", (_, change, message) => {
    const parsed = feedbackBody.safeParse({ ...valid, ...change });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toBe(message);
  });
  it("accepts the edges and fills the optional fields", () => {
    expect(feedbackBody.parse({ ...valid, nps: 0, trainerRating: 1, contentRating: 5, comment: "x".repeat(2000) })).toMatchObject({
      nps: 0,
      publishAsReview: false,
    });
    expect(feedbackBody.parse(valid)).toEqual({ ...valid, comment: "", publishAsReview: false });
  });
});
