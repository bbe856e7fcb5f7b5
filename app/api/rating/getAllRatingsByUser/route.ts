import { z } from "zod";
import { defineRoute, pageFields, pageQuery, wholeOrPage } from "@/lib/http/contract";
import { reviewAnswer } from "@/lib/reviews/answers";
import { countVisibleReviews, listVisibleReviews } from "@/lib/reviews/reads";

export const GET = defineRoute("GET /api/rating/getAllRatingsByUser", {
  access: "public",
  cache: "public",
  summary: "Visible reviews, newest first (or a page of them)",
  tags: ["Catalogue"],
  query: pageQuery,
  response: z.array(reviewAnswer),
  extra: pageFields,
  message: "Ratings fetched successfully.",
  errors: { 400: "A paging parameter out of range" },
  handler: ({ query }) =>
    wholeOrPage(
      query,
      () => listVisibleReviews(),
      async (page, pageSize) => {
        const [items, total] = await Promise.all([listVisibleReviews({ limit: pageSize, offset: (page - 1) * pageSize }), countVisibleReviews()]);
        return { items, total };
      },
    ),
});
