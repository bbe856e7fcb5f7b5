import { z } from "zod";
import { HOME_REVIEW_COUNT, latestReviews } from "@/components/site/catalogue-view";
import { defineRoute } from "@/lib/http/contract";
import { reviewCardAnswer } from "@/lib/reviews/answers";

export const GET = defineRoute("GET /api/rating/latest", {
  access: "public",
  cache: "public",
  summary: `The ${HOME_REVIEW_COUNT} latest visible reviews, as cards (the home page's slider)`,
  response: z.array(reviewCardAnswer),
  message: "Ratings fetched successfully.",
  handler: () => latestReviews(),
});
