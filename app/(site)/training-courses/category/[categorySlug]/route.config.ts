import { defineSegment } from "@/lib/routes";

// One category's courses (listed in the sitemap from the data, like every category).
export default defineSegment({ cache: "public", pagedBy: "page" });
