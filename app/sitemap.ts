import type { MetadataRoute } from "next";
import { listCategories, listCourses } from "@/lib/courses/reads";
import { env } from "@/lib/env";
import { routeTable } from "@/lib/routes.generated";

// Read from the database at request time, never at build.
export const dynamic = "force-dynamic";

/** Every public page, every category and every course. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = env().APP_URL;
  const [courses, categories] = await Promise.all([listCourses(), listCategories()]);
  return [
    // The pages whose route.config.ts declares a sitemap entry.
    ...routeTable.sitemapPages.map((page) => ({
      url: `${base}${page.path === "/" ? "/" : page.path}`,
      changeFrequency: page.changeFrequency,
      priority: page.priority,
    })),
    ...categories.map((category) => ({
      url: `${base}/training-courses/category/${category.slug}`,
      changeFrequency: "weekly" as const,
      priority: 0.7,
    })),
    ...courses.map((course) => ({
      url: `${base}/training-courses/course/${course.slug}`,
      changeFrequency: "weekly" as const,
      priority: 0.8,
      images: course.images.map((src) => (src.startsWith("/") ? `${base}${src}` : src)),
    })),
  ];
}
