import { ok } from "@/lib/http/envelope";
import { apiRoute } from "@/lib/http/route";
import { listVisibleReviews } from "@/lib/reviews/service";

// GET /api/rating/getAllRatingsByUser – visible reviews, newest first
export const GET = apiRoute(async () => ok(await listVisibleReviews(), "Ratings fetched successfully."));
