import { defineSegment } from "@/lib/routes";

export default defineSegment({ cache: "public", sitemap: { priority: 0.6, changeFrequency: "monthly" } });
