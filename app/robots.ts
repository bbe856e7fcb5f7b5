import type { MetadataRoute } from "next";
import { env } from "@/lib/env";

// APP_URL is read at request time, so one build serves any origin.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  const base = env().APP_URL;
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: ["/api/", "/admin", "/auth/", "/account", "/my-learning", "/account-settings", "/something-wrong"],
    },
    sitemap: `${base}/sitemap.xml`,
    host: base,
  };
}
