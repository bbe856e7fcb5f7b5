import { defineSegment } from "@/lib/routes";

// The catalogue: its pages (?page=N) are shared by every visitor too.
export default defineSegment({ cache: "public", pagedBy: "page", sitemap: { priority: 0.9, changeFrequency: "daily" } });
