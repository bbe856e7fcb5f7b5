import { listCategories } from "@/lib/courses/service";
import { ok } from "@/lib/http/envelope";
import { apiRoute } from "@/lib/http/route";

// GET /api/category/getAllCategory – [{_id, categoryName, categorySlug}]
export const GET = apiRoute(async () => ok(await listCategories(), "Categories fetched successfully."));
