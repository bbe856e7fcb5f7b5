import type { MetadataRoute } from "next";
import { listCategories, listCourses } from "@/lib/courses/reads";
import { env } from "@/lib/env";

// Read from the database at request time, never at build.
export const dynamic = "force-dynamic";

const staticPages: { path: string; priority: number; changeFrequency: "daily" | "weekly" | "monthly" | "yearly" }[] = [
  { path: "/", priority: 1, changeFrequency: "daily" },
  { path: "/training-courses", priority: 0.9, changeFrequency: "daily" },
  { path: "/about-us", priority: 0.6, changeFrequency: "monthly" },
  { path: "/contact", priority: 0.6, changeFrequency: "yearly" },
  { path: "/privacy-policy", priority: 0.2, changeFrequency: "yearly" },
  { path: "/terms-conditions", priority: 0.2, changeFrequency: "yearly" },
];

/** Every public page, every category and every course. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = env().APP_URL;
  const [courses, categories] = await Promise.all([listCourses(), listCategories()]);
  return [
    ...staticPages.map((page) => ({ url: `${base}${page.path === "/" ? "/" : page.path}`, changeFrequency: page.changeFrequency, priority: page.priority })),
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
