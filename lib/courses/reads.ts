import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { categories, courseCategories, courses } from "../../db/schema";
import { cached, cacheTags, courseTagsOf, dependsOn } from "../cache";
import { sanitizeRichText } from "../content/sanitize";
import { likePattern } from "../search";
import { categoryMatchesSlug, courseSlug } from "./slug";
import type { Category, CategoryRef, Course, CourseFilter } from "./types";

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

/** The course in `courseId` (a course's or a training's column) is in any of these categories. */
export const courseInCategories = (courseId: AnyColumn, categoryIds: string[]): SQL =>
  categoryIds.length === 0
    ? sql`false`
    : sql`exists (select 1 from course_categories cc where cc.course_id = ${courseId} and ${inArray(sql`cc.category_id`, categoryIds)})`;

/** The conditions of a course filter (title/summary search, one category). */
export function courseConditions(filter: CourseFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.id) conditions.push(eq(courses.id, filter.id));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(or(ilike(courses.title, pattern), ilike(courses.shortDescription, pattern))!);
  }
  if (filter.categoryId) conditions.push(courseInCategories(courses.id, [filter.categoryId]));
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

/** Courses, newest first (or in random order), with their categories. */
async function selectCourses(
  tx: DbOrTx,
  filter: CourseFilter = {},
  extra: { where?: SQL[]; limit?: number; offset?: number; random?: boolean } = {},
): Promise<Course[]> {
  const conditions = [...courseConditions(filter), ...(extra.where ?? [])];
  let query = tx
    .select(courseColumns)
    .from(courses)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...(extra.random ? [sql`random()`] : [desc(courses.createdAt), desc(courses.id)]))
    .$dynamic();
  if (extra.limit !== undefined) query = query.limit(extra.limit);
  if (extra.offset) query = query.offset(extra.offset);
  const rows = await query;
  const refs = await categoriesOfCourses(
    tx,
    rows.map((r) => r.id),
  );
  // Sanitised on write, and again here for the public (once per cache fill).
  return rows.map((row) => ({ ...toCourse(row, refs.get(row.id) ?? []), overviewHtml: sanitizeRichText(row.overviewHtml) }));
}

/** The public search: title, short description or a category's name, any case. */
const publicSearch = (q: string): SQL => {
  const pattern = likePattern(q);
  return or(
    ilike(courses.title, pattern),
    ilike(courses.shortDescription, pattern),
    sql`exists (select 1 from course_categories cc join categories c on c.id = cc.category_id where cc.course_id = ${courses.id} and c.name ilike ${pattern})`,
  )!;
};

/** The ids of the categories the spec's substring rule gives a category slug. */
export async function categoryIdsForSlug(slug: string): Promise<string[]> {
  return (await listCategories()).filter((c) => categoryMatchesSlug(c.name, slug)).map((c) => c.id);
}

/** A page of the catalogue. */
export interface CoursePage {
  courses: Course[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

const MAX_CACHED_PAGE = 20;

/**
 * The catalogue's page size: 4 rows of the three-column grid. 24 a page made /training-courses 110 KB of HTML
 * (a card is 1.2 KB of markup and 0.45 KB of payload), over the 100 KB budget of #9; the search box and the
 * category pills find a course faster than scrolling 24 cards.
 */
export const COURSES_PER_PAGE = 12;

/**
 * One page of courses, newest first: searched (title, short description, category name) and/or limited to
 * categories. Nothing loads the whole catalogue to answer one page; unsearched pages are cached.
 */
export async function pageOfCourses(options: { q?: string; categoryIds?: string[]; page?: number; pageSize?: number } = {}): Promise<CoursePage> {
  const pageSize = options.pageSize ?? COURSES_PER_PAGE;
  const page = Math.max(1, options.page ?? 1);
  const where = [...(options.q ? [publicSearch(options.q)] : []), ...(options.categoryIds ? [courseInCategories(courses.id, options.categoryIds)] : [])];
  const load = async () => {
    const db = await getDb();
    const [list, [counted]] = await Promise.all([
      selectCourses(db, {}, { where, limit: pageSize, offset: (page - 1) * pageSize }),
      db
        .select({ n: count() })
        .from(courses)
        .where(where.length ? and(...where) : undefined),
    ]);
    const total = counted?.n ?? 0;
    return { courses: list, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
  };
  // A search, or a deep page, is anybody's input: not a cache key (the cache would grow without bound).
  if (options.q || page > MAX_CACHED_PAGE) {
    dependsOn(cacheTags.courses, cacheTags.categories, cacheTags.anyCourse);
    return load();
  }
  return cached(`courses:page:${options.categoryIds?.join(",") ?? "*"}:${page}:${pageSize}`, [cacheTags.courses, cacheTags.categories], load, undefined, (p) =>
    courseTagsOf(p.courses),
  );
}

/** Up to `limit` courses chosen at random (the home page's hero; the browser shuffles their order again). */
export function randomCourses(limit: number): Promise<Course[]> {
  return cached(
    `courses:random:${limit}`,
    [cacheTags.courses, cacheTags.categories],
    async () => selectCourses(await getDb(), {}, { limit, random: true }),
    undefined,
    courseTagsOf,
  );
}

/** These courses (any order), e.g. those of a list of trainings. */
export async function coursesByIds(ids: string[]): Promise<Map<string, Course>> {
  if (ids.length === 0) return new Map();
  dependsOn(cacheTags.courses, cacheTags.anyCourse);
  const list = await selectCourses(await getDb(), {}, { where: [inArray(courses.id, [...new Set(ids)])] });
  return new Map(list.map((c) => [c.id, c]));
}

/** A home-page category tab's slider holds the category's newest courses; "Show All Courses" leads to the rest. */
export const CATEGORY_TAB_COURSES = 8;

/** A category's newest courses (the spec's substring rule on category names): a home-page tab. */
export async function newestCoursesOfCategory(slug: string): Promise<Course[]> {
  return (await pageOfCoursesInCategory(slug, 1, CATEGORY_TAB_COURSES)).courses;
}

/**
 * Every course, newest first, a chunk at a time (keyset on created_at and id, never the whole table at once): the
 * whole legacy list's build (lib/http/whole-list.ts). The same courses as listCourses, sanitised the same way.
 */
export async function* courseChunks(size = 500): AsyncGenerator<Course[]> {
  const db = await getDb();
  const chunkAfter = async (after: { at: string; id: string } | undefined) => {
    const rows = await db
      .select({ ...courseColumns, at: sql<string>`${courses.createdAt}::text` })
      .from(courses)
      .where(after ? sql`(${courses.createdAt}, ${courses.id}) < (${after.at}::timestamptz, ${after.id})` : undefined)
      .orderBy(desc(courses.createdAt), desc(courses.id))
      .limit(size);
    return {
      rows,
      refs: await categoriesOfCourses(
        db,
        rows.map((r) => r.id),
      ),
    };
  };
  // The next chunk is read while this one is sanitised and written (the database's time and the serialiser's overlap).
  let next = chunkAfter(undefined);
  for (;;) {
    const { rows, refs } = await next;
    if (rows.length === 0) return;
    const more = rows.length === size;
    if (more) {
      const last = rows[rows.length - 1]!;
      next = chunkAfter({ at: last.at, id: last.id });
      next.catch(() => undefined); // a caller that stops early never awaits it
    }
    yield rows.map((row) => ({ ...toCourse(row, refs.get(row.id) ?? []), overviewHtml: sanitizeRichText(row.overviewHtml) }));
    if (!more) return;
  }
}

/** Every course, newest first. */
export function listCourses(): Promise<Course[]> {
  return cached("courses:all", [cacheTags.courses, cacheTags.categories], async () => selectCourses(await getDb()), undefined, courseTagsOf);
}

/**
 * The id of the course something names, checked against the catalogue: the one with `id`, else the one with `title`
 * (any case; titles are unique). Undefined when neither exists.
 */
export async function existingCourseId(tx: DbOrTx, ref: { id?: string; title?: string }): Promise<string | undefined> {
  if (ref.id) {
    const [byId] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, ref.id));
    if (byId) return byId.id;
  }
  if (!ref.title) return undefined;
  const [byTitle] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(sql`lower(${courses.title}) = ${ref.title.toLowerCase()}`);
  return byTitle?.id;
}

/** One course, or undefined. */
export function getCourse(id: string): Promise<Course | undefined> {
  return cached(`course:${id}`, [cacheTags.courses, cacheTags.categories, cacheTags.course(id)], async () => (await selectCourses(await getDb(), { id }))[0]);
}

/** The spec's category page: courses whose category names contain the slug (case-insensitive, punctuation ignored), a page at a time. */
export async function pageOfCoursesInCategory(slug: string, page = 1, pageSize = COURSES_PER_PAGE): Promise<CoursePage> {
  return pageOfCourses({ categoryIds: await categoryIdsForSlug(slug), page, pageSize });
}

/** Every category, by name. */
export function listCategories(): Promise<Category[]> {
  return cached("categories:all", [cacheTags.categories], async () => {
    const db = await getDb();
    return db.select({ id: categories.id, name: categories.name, slug: categories.slug }).from(categories).orderBy(asc(categories.name));
  });
}

/**
 * How many categories the site's short lists show (the navigation's menu, the home page's tabs, the footer): with
 * 40 categories those lists were a tenth of every page; each list leads to the catalogue, where all of them are.
 */
export const LEADING_CATEGORY_COUNT = 8;

/** The categories with the most courses (ties by name), in name order. */
export function leadingCategories(limit = LEADING_CATEGORY_COUNT): Promise<Category[]> {
  return cached(`categories:leading:${limit}`, [cacheTags.categories, cacheTags.courses], async () => {
    const db = await getDb();
    const courseCount = count(courseCategories.courseId);
    const leading = await db
      .select({ id: categories.id, name: categories.name, slug: categories.slug })
      .from(categories)
      .leftJoin(courseCategories, eq(courseCategories.categoryId, categories.id))
      .groupBy(categories.id)
      .orderBy(desc(courseCount), asc(categories.name))
      .limit(limit);
    return leading.sort((a, b) => a.name.localeCompare(b.name));
  });
}
