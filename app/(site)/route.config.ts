import { defineSegment } from "@/lib/routes";

// The home page: the same for every anonymous visitor.
export default defineSegment({ cache: "public", sitemap: { priority: 1, changeFrequency: "daily" } });
