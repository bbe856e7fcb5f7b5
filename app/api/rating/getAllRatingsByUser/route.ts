import { wholeListRoute } from "@/lib/http/whole-list-route";
import { reviewAnswer, wholeReviewList } from "@/lib/reviews/answers";
import { countVisibleReviews, listVisibleReviews } from "@/lib/reviews/reads";

export const GET = wholeListRoute(wholeReviewList, {
  summary: "Visible reviews, newest first (or a page of them)",
  item: reviewAnswer,
  message: "Ratings fetched successfully.",
  page: async (page, pageSize) => {
    const [items, total] = await Promise.all([listVisibleReviews({ limit: pageSize, offset: (page - 1) * pageSize }), countVisibleReviews()]);
    return { items, total };
  },
});
