import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { categories, courseCategories, courses, trainings } from "../../db/schema";
import { recordAudit } from "../audit/log";
import { cacheTags, invalidateTags } from "../cache";
import { sanitizeRichText } from "../content/sanitize";
import { ApiError } from "../http/api-error";
import { courseBodySchema, courseFieldNames, type CategoryBody, type CourseBody } from "../validation/admin";
import { categoriesByCourse, courseColumns, type CourseView } from "./service";
import { categorySlug, courseSlug } from "./slug";

// ------------------------------------------------------------------ categories

export interface AdminCategoryView {
  _id: string;
  categoryName: string;
  categorySlug: string;
  courseCount: number;
  createdAt: string;
}

async function categoryViews(tx: DbOrTx, id?: string): Promise<AdminCategoryView[]> {
  const rows = await tx
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      createdAt: categories.createdAt,
      courseCount: sql<number>`(select count(*)::int from course_categories cc where cc.category_id = "categories"."id")`,
    })
    .from(categories)
    .where(id ? eq(categories.id, id) : undefined)
    .orderBy(asc(categories.name));
  return rows.map((r) => ({
    _id: r.id,
    categoryName: r.name,
    categorySlug: r.slug,
    courseCount: Number(r.courseCount),
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function listAdminCategories(): Promise<AdminCategoryView[]> {
  return categoryViews(await getDb());
}

async function findCategory(tx: DbOrTx, id: string): Promise<AdminCategoryView> {
  const [found] = await categoryViews(tx, id);
  if (!found) throw new ApiError("not_found", "Category not found.");
  return found;
}

async function assertCategoryNameFree(tx: DbOrTx, name: string, exceptId?: string): Promise<string> {
  const slug = categorySlug(name);
  if (!slug) throw new ApiError("bad_request", "Category name must contain letters or digits.", { fieldErrors: { categoryName: "Category name must contain letters or digits." } });
  const clash = or(sql`lower(${categories.name}) = ${name.toLowerCase()}`, eq(categories.slug, slug));
  const [taken] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(exceptId ? and(clash, ne(categories.id, exceptId)) : clash);
  if (taken) throw new ApiError("conflict", "A category with that name already exists.", { fieldErrors: { categoryName: "A category with that name already exists." } });
  return slug;
}

export async function createCategory(actorUserId: string, body: CategoryBody): Promise<AdminCategoryView> {
  const db = await getDb();
  const view = await db.transaction(async (tx) => {
    const slug = await assertCategoryNameFree(tx, body.categoryName);
    const [row] = await tx.insert(categories).values({ name: body.categoryName, slug }).returning({ id: categories.id });
    const after = await findCategory(tx, row!.id);
    await recordAudit(tx, { actorUserId, action: "create", entity: "category", entityId: row!.id, after });
    return after;
  });
  invalidateTags(cacheTags.categories, cacheTags.courses);
  return view;
}

export async function renameCategory(actorUserId: string, id: string, body: CategoryBody): Promise<AdminCategoryView> {
  const db = await getDb();
  const view = await db.transaction(async (tx) => {
    const before = await findCategory(tx, id);
    const slug = await assertCategoryNameFree(tx, body.categoryName, id);
    await tx.update(categories).set({ name: body.categoryName, slug }).where(eq(categories.id, id));
    const after = await findCategory(tx, id);
    await recordAudit(tx, { actorUserId, action: "update", entity: "category", entityId: id, before, after });
    return after;
  });
  invalidateTags(cacheTags.categories, cacheTags.courses);
  return view;
}

/** Deletes a category no course uses; one in use answers 409. */
export async function deleteCategory(actorUserId: string, id: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const before = await findCategory(tx, id);
    if (before.courseCount > 0) {
      throw new ApiError(
        "conflict",
        `"${before.categoryName}" is used by ${before.courseCount} course${before.courseCount === 1 ? "" : "s"}. Remove it from ${before.courseCount === 1 ? "that course" : "those courses"} first.`,
      );
    }
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, { actorUserId, action: "delete", entity: "category", entityId: id, before });
  });
  invalidateTags(cacheTags.categories, cacheTags.courses);
}

// ------------------------------------------------------------------ courses

/** A course as staff see it: the public shape (stored overview HTML) plus bookkeeping. */
export interface AdminCourseView extends CourseView {
  trainingCount: number;
  createdAt: string;
  updatedAt: string;
}

async function courseViews(tx: DbOrTx, filter: { id?: string; q?: string; categoryId?: string } = {}): Promise<AdminCourseView[]> {
  const conditions = [];
  if (filter.id) conditions.push(eq(courses.id, filter.id));
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(courses.title, pattern), ilike(courses.shortDescription, pattern)));
  }
  if (filter.categoryId) {
    conditions.push(sql`exists (select 1 from course_categories cc where cc.course_id = "courses"."id" and cc.category_id = ${filter.categoryId})`);
  }
  const rows = await tx
    .select({
      ...courseColumns,
      createdAt: courses.createdAt,
      updatedAt: courses.updatedAt,
      trainingCount: sql<number>`(select count(*)::int from trainings t where t.course_id = "courses"."id")`,
    })
    .from(courses)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(courses.createdAt), desc(courses.id));
  const ids = rows.map((r) => r.id);
  const links = ids.length
    ? await tx
        .select({ courseId: courseCategories.courseId, id: categories.id, name: categories.name })
        .from(courseCategories)
        .innerJoin(categories, eq(categories.id, courseCategories.categoryId))
        .where(inArray(courseCategories.courseId, ids))
        .orderBy(asc(courseCategories.position), asc(categories.name))
    : [];
  const byCourse = categoriesByCourse(links);
  return rows.map((r) => ({
    _id: r.id,
    courseSlug: courseSlug(r.title, r.id),
    courseTitle: r.title,
    courseSmlDesc: r.shortDescription,
    courseImage: r.images,
    courseCategory: byCourse.get(r.id) ?? [],
    courseOverview: r.overviewHtml,
    courseDuration: r.durationHours,
    courseRating: Number(r.ratingAverage),
    courseRatingCount: r.ratingCount,
    courseContent: r.outline,
    trainingCount: Number(r.trainingCount),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function listAdminCourses(filter: { q?: string; categoryId?: string } = {}): Promise<AdminCourseView[]> {
  return courseViews(await getDb(), filter);
}

/** Id and title of every course, for pickers. */
export async function listCourseChoices(): Promise<{ _id: string; courseTitle: string }[]> {
  const db = await getDb();
  const rows = await db.select({ id: courses.id, title: courses.title }).from(courses).orderBy(asc(courses.title));
  return rows.map((r) => ({ _id: r.id, courseTitle: r.title }));
}

async function findCourse(tx: DbOrTx, id: string): Promise<AdminCourseView> {
  const [found] = await courseViews(tx, { id });
  if (!found) throw new ApiError("not_found", "Course not found.");
  return found;
}

export async function getAdminCourse(id: string): Promise<AdminCourseView> {
  return findCourse(await getDb(), id);
}

async function assertTitleFree(tx: DbOrTx, title: string, exceptId?: string) {
  const same = sql`lower(${courses.title}) = ${title.toLowerCase()}`;
  const [taken] = await tx.select({ id: courses.id }).from(courses).where(exceptId ? and(same, ne(courses.id, exceptId)) : same);
  // Titles are unique: the bulk import finds courses by title.
  if (taken) throw new ApiError("conflict", "A course with that title already exists.", { fieldErrors: { courseTitle: "A course with that title already exists." } });
}

async function assertCategoriesExist(tx: DbOrTx, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, unique));
  if (found.length !== unique.length) {
    throw new ApiError("bad_request", "One of the chosen categories does not exist (any more).", {
      fieldErrors: { courseCategory: "One of the chosen categories does not exist (any more)." },
    });
  }
  return unique;
}

function courseValues(body: CourseBody) {
  return {
    title: body.courseTitle,
    shortDescription: body.courseSmlDesc,
    images: body.courseImage,
    // Sanitised on write (and again on render).
    overviewHtml: sanitizeRichText(body.courseOverview),
    durationHours: body.courseDuration,
    outline: body.courseContent,
  };
}

async function setCourseCategories(tx: DbOrTx, courseId: string, categoryIds: string[]) {
  await tx.delete(courseCategories).where(eq(courseCategories.courseId, courseId));
  if (categoryIds.length) await tx.insert(courseCategories).values(categoryIds.map((categoryId, position) => ({ courseId, categoryId, position })));
}

function invalidateCatalogue() {
  // Trainings and reviews embed their course; they are tagged with courses too.
  invalidateTags(cacheTags.courses, cacheTags.categories, cacheTags.trainings, cacheTags.reviews);
}

export async function createCourse(actorUserId: string, body: CourseBody): Promise<AdminCourseView> {
  const db = await getDb();
  const view = await db.transaction(async (tx) => {
    await assertTitleFree(tx, body.courseTitle);
    const categoryIds = await assertCategoriesExist(tx, body.courseCategory);
    const [row] = await tx.insert(courses).values(courseValues(body)).returning({ id: courses.id });
    await setCourseCategories(tx, row!.id, categoryIds);
    const after = await findCourse(tx, row!.id);
    await recordAudit(tx, { actorUserId, action: "create", entity: "course", entityId: row!.id, after });
    return after;
  });
  invalidateCatalogue();
  return view;
}

/** The write shape of an existing course, for merging a partial update. */
function bodyOf(view: AdminCourseView): Record<string, unknown> {
  return {
    courseTitle: view.courseTitle,
    courseSmlDesc: view.courseSmlDesc,
    courseImage: view.courseImage,
    courseOverview: view.courseOverview,
    courseDuration: view.courseDuration,
    courseContent: view.courseContent,
    courseCategory: view.courseCategory.map((c) => c._id),
  };
}

/**
 * Updates the fields present in `patch` (the others keep their values); the merged course is validated with
 * the same schema as a new one. Unknown fields (ids, ratings…) are ignored.
 */
export async function updateCourse(actorUserId: string, id: string, patch: Record<string, unknown>): Promise<AdminCourseView> {
  const db = await getDb();
  const view = await db.transaction(async (tx) => {
    const before = await findCourse(tx, id);
    const merged = bodyOf(before);
    for (const field of courseFieldNames) if (patch[field] !== undefined) merged[field] = patch[field];
    const body = courseBodySchema.parse(merged);
    await assertTitleFree(tx, body.courseTitle, id);
    const categoryIds = await assertCategoriesExist(tx, body.courseCategory);
    await tx.update(courses).set(courseValues(body)).where(eq(courses.id, id));
    await setCourseCategories(tx, id, categoryIds);
    const after = await findCourse(tx, id);
    await recordAudit(tx, { actorUserId, action: "update", entity: "course", entityId: id, before, after });
    return after;
  });
  invalidateCatalogue();
  return view;
}

/** Deletes a course that no training uses (its reviews go with it); one with trainings answers 409. */
export async function deleteCourse(actorUserId: string, id: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const before = await findCourse(tx, id);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(trainings).where(eq(trainings.courseId, id));
    if (Number(n) > 0) {
      throw new ApiError(
        "conflict",
        `"${before.courseTitle}" has ${n} training${Number(n) === 1 ? "" : "s"}. Delete ${Number(n) === 1 ? "it" : "them"} first.`,
      );
    }
    await tx.delete(courses).where(eq(courses.id, id));
    await recordAudit(tx, { actorUserId, action: "delete", entity: "course", entityId: id, before });
  });
  invalidateCatalogue();
}
