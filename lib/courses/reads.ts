import "server-only";
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { categories, courseCategories, courses } from "../../db/schema";
import { cached, cacheTags } from "../cache";
import { sanitizeRichText } from "../content/sanitize";
import { likePattern } from "../search";
import { categoryMatchesSlug, courseSlug } from "./slug";
import type { Category, CategoryRef, Course, CourseChoice, CourseFilter } from "./types";

/** The one column set of a course. */
export const courseColumns = {
  id: courses.id,
  title: courses.title,
  summary: courses.shortDescription,
  images: courses.images,
  overviewHtml: courses.overviewHtml,
  durationHours: courses.durationHours,
  outline: courses.outline,
  ratingAverage: courses.ratingAverage,
  ratingCount: courses.ratingCount,
};
type CourseRow = { [K in keyof typeof courseColumns]: (typeof courseColumns)[K]["_"]["data"] };

/** The one row-to-view mapping (the caller decides whether the overview is sanitised again). */
export function toCourse(row: CourseRow, categoryRefs: CategoryRef[]): Course {
  return {
    id: row.id,
    slug: courseSlug(row.title, row.id),
    title: row.title,
    summary: row.summary,
    images: row.images,
    categories: categoryRefs,
    overviewHtml: row.overviewHtml,
    durationHours: row.durationHours,
    rating: { average: Number(row.ratingAverage), count: row.ratingCount },
    outline: row.outline,
  };
}

/** The conditions of a course filter (title/summary search, one category). */
export function courseConditions(filter: CourseFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.id) conditions.push(eq(courses.id, filter.id));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(or(ilike(courses.title, pattern), ilike(courses.shortDescription, pattern))!);
  }
  if (filter.categoryId) {
    conditions.push(sql`exists (select 1 from course_categories cc where cc.course_id = ${courses.id} and cc.category_id = ${filter.categoryId})`);
  }
  return conditions;
}

/** The categories of the given courses, in each course's order. */
export async function categoriesOfCourses(tx: DbOrTx, courseIds: string[]): Promise<Map<string, CategoryRef[]>> {
  const byCourse = new Map<string, CategoryRef[]>();
  if (courseIds.length === 0) return byCourse;
  const links = await tx
    .select({ courseId: courseCategories.courseId, id: categories.id, name: categories.name })
    .from(courseCategories)
    .innerJoin(categories, eq(categories.id, courseCategories.categoryId))
    .where(inArray(courseCategories.courseId, courseIds))
    .orderBy(asc(courseCategories.position), asc(categories.name));
  for (const { courseId, ...ref } of links) byCourse.set(courseId, [...(byCourse.get(courseId) ?? []), ref]);
  return byCourse;
}

/** Courses, newest first, with their categories. */
async function selectCourses(tx: DbOrTx, filter: CourseFilter = {}): Promise<Course[]> {
  const conditions = courseConditions(filter);
  const rows = await tx
    .select(courseColumns)
    .from(courses)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(courses.createdAt), desc(courses.id));
  const refs = await categoriesOfCourses(tx, rows.map((r) => r.id));
  // Sanitised on write, and again here for the public (once per cache fill).
  return rows.map((row) => ({ ...toCourse(row, refs.get(row.id) ?? []), overviewHtml: sanitizeRichText(row.overviewHtml) }));
}

/** Every course, newest first. */
export function listCourses(): Promise<Course[]> {
  return cached("courses:all", [cacheTags.courses, cacheTags.categories], async () => selectCourses(await getDb()));
}

/** One course, or undefined. */
export function getCourse(id: string): Promise<Course | undefined> {
  return cached(`course:${id}`, [cacheTags.courses, cacheTags.categories], async () => (await selectCourses(await getDb(), { id }))[0]);
}

/** The spec's category page: courses whose category names contain the slug (case-insensitive, punctuation ignored). */
export async function listCoursesInCategory(slug: string): Promise<Course[]> {
  const matching = new Set((await listCategories()).filter((c) => categoryMatchesSlug(c.name, slug)).map((c) => c.id));
  if (matching.size === 0) return [];
  return (await listCourses()).filter((course) => course.categories.some((c) => matching.has(c.id)));
}

/** Every category, by name. */
export function listCategories(): Promise<Category[]> {
  return cached("categories:all", [cacheTags.categories], async () => {
    const db = await getDb();
    return db.select({ id: categories.id, name: categories.name, slug: categories.slug }).from(categories).orderBy(asc(categories.name));
  });
}

/** Id and title of every course, for pickers. */
export async function listCourseChoices(): Promise<CourseChoice[]> {
  const db = await getDb();
  return db.select({ id: courses.id, title: courses.title }).from(courses).orderBy(asc(courses.title));
}
