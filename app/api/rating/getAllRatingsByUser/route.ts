import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { reviewAnswer } from "@/lib/reviews/answers";
import { listVisibleReviews } from "@/lib/reviews/reads";

export const GET = defineRoute("GET /api/rating/getAllRatingsByUser", {
  access: "public",
  summary: "Visible reviews, newest first",
  tags: ["Catalogue"],
  response: z.array(reviewAnswer),
  message: "Ratings fetched successfully.",
  handler: () => listVisibleReviews(),
});
