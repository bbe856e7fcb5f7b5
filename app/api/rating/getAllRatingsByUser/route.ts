import { z } from "zod";
import { defineRoute, pageFields, pageQuery, wholeOrPage } from "@/lib/http/contract";
import { wholeListResponse } from "@/lib/http/whole-list";
import { reviewAnswer, wholeReviewList } from "@/lib/reviews/answers";
import { countVisibleReviews, listVisibleReviews } from "@/lib/reviews/reads";

const message = "Ratings fetched successfully.";

export const GET = defineRoute("GET /api/rating/getAllRatingsByUser", {
  access: "public",
  cache: "public",
  summary: "Visible reviews, newest first (or a page of them)",
  tags: ["Catalogue"],
  query: pageQuery,
  response: z.array(reviewAnswer),
  extra: pageFields,
  message,
  errors: { 400: "A paging parameter out of range" },
  // The whole list is answered from its compressed bytes, built once per change (lib/http/whole-list.ts).
  handler: ({ query, request }) =>
    wholeOrPage(
      query,
      () => wholeListResponse(request, wholeReviewList, message),
      async (page, pageSize) => {
        const [items, total] = await Promise.all([listVisibleReviews({ limit: pageSize, offset: (page - 1) * pageSize }), countVisibleReviews()]);
        return { items, total };
      },
    ),
});
