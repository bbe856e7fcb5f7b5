import "server-only";
import { asc, desc, eq } from "drizzle-orm";
import { getDb } from "../../db";
import { categories, courseCategories, courses } from "../../db/schema";
import { cached, cacheTags } from "../cache";
import { sanitizeRichText } from "../content/sanitize";
import { courseMatchesCategory, courseSlug } from "./slug";
import type { CategoryView, CourseView } from "./types";

export type { CategoryView, CourseView };

/** The columns a course view is built from (the public service and the staff console share them). */
export const courseColumns = {
  id: courses.id,
  title: courses.title,
  shortDescription: courses.shortDescription,
  images: courses.images,
  overviewHtml: courses.overviewHtml,
  durationHours: courses.durationHours,
  outline: courses.outline,
  ratingAverage: courses.ratingAverage,
  ratingCount: courses.ratingCount,
};

async function loadCourses(): Promise<CourseView[]> {
  const db = await getDb();
  const [rows, links] = await Promise.all([
    db.select(courseColumns).from(courses).orderBy(desc(courses.createdAt), desc(courses.id)),
    db
      .select({ courseId: courseCategories.courseId, id: categories.id, name: categories.name })
      .from(courseCategories)
      .innerJoin(categories, eq(categories.id, courseCategories.categoryId))
      .orderBy(asc(courseCategories.position), asc(categories.name)),
  ]);
  const byCourse = categoriesByCourse(links);
  return rows.map((row) => ({
    _id: row.id,
    courseSlug: courseSlug(row.title, row.id),
    courseTitle: row.title,
    courseSmlDesc: row.shortDescription,
    courseImage: row.images,
    courseCategory: byCourse.get(row.id) ?? [],
    // Sanitised on write and again on render (here, once per cache fill).
    courseOverview: sanitizeRichText(row.overviewHtml),
    courseDuration: row.durationHours,
    courseRating: Number(row.ratingAverage),
    courseRatingCount: row.ratingCount,
    courseContent: row.outline,
  }));
}

/** Course → its categories, from course_categories rows joined with categories (already in display order). */
export function categoriesByCourse(links: { courseId: string; id: string; name: string }[]): Map<string, CourseView["courseCategory"]> {
  const byCourse = new Map<string, CourseView["courseCategory"]>();
  for (const link of links) {
    const list = byCourse.get(link.courseId) ?? [];
    list.push({ _id: link.id, categoryName: link.name });
    byCourse.set(link.courseId, list);
  }
  return byCourse;
}

/** Every course, newest first. */
export function listCourses(): Promise<CourseView[]> {
  return cached("courses:all", [cacheTags.courses, cacheTags.categories], loadCourses);
}

export async function getCourse(id: string): Promise<CourseView | undefined> {
  return (await listCourses()).find((c) => c._id === id);
}

/** Courses whose category names match the slug (the spec's substring rule). */
export async function listCoursesInCategory(slug: string): Promise<CourseView[]> {
  return (await listCourses()).filter((c) => courseMatchesCategory(c, slug));
}

export function listCategories(): Promise<CategoryView[]> {
  return cached("categories:all", [cacheTags.categories], async () => {
    const db = await getDb();
    const rows = await db
      .select({ id: categories.id, name: categories.name, slug: categories.slug })
      .from(categories)
      .orderBy(asc(categories.name));
    return rows.map((r) => ({ _id: r.id, categoryName: r.name, categorySlug: r.slug }));
  });
}
