import { defineSegment } from "@/lib/routes";

// One course (listed in the sitemap from the data, like every course).
export default defineSegment({ cache: "public" });
