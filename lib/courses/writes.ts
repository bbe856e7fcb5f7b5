import "server-only";
import { and, count, eq, inArray, ne, or, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { categories, courseCategories, courses, trainings } from "../../db/schema";
import { recordAudit } from "../audit/log";
import { cacheTags, invalidateTags, oneCourseTags } from "../cache";
import { sanitizeRichText } from "../content/sanitize";
import { ApiError } from "../errors";
import { sameJson } from "../same-json";
import { courseFields, type CategoryFields, type CourseFields } from "../validation/courses";
import { categorySlug } from "./slug";
import { findStaffCategory, findStaffCourse } from "./staff";
import type { StaffCategory, StaffCourse } from "./types";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

// ------------------------------------------------------------------ categories

async function assertCategoryNameFree(tx: DbOrTx, name: string, exceptId?: string): Promise<string> {
  const slug = categorySlug(name);
  if (!slug)
    throw new ApiError("bad_request", "Category name must contain letters or digits.", {
      fieldErrors: { categoryName: "Category name must contain letters or digits." },
    });
  const clash = or(sql`lower(${categories.name}) = ${name.toLowerCase()}`, eq(categories.slug, slug));
  const [taken] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(exceptId ? and(clash, ne(categories.id, exceptId)) : clash);
  if (taken)
    throw new ApiError("conflict", "A category with that name already exists.", { fieldErrors: { categoryName: "A category with that name already exists." } });
  return slug;
}

export async function createCategory(actorUserId: string, fields: CategoryFields): Promise<StaffCategory> {
  const db = await getDb();
  const category = await db.transaction(async (tx) => {
    const slug = await assertCategoryNameFree(tx, fields.name);
    const [row] = await tx.insert(categories).values({ name: fields.name, slug }).returning({ id: categories.id });
    const after = await findStaffCategory(tx, row!.id);
    await recordAudit(tx, { actorUserId, action: "create", entity: "category", entityId: row!.id, after });
    return after;
  });
  invalidateTags(cacheTags.categories, cacheTags.courses);
  return category;
}

export async function renameCategory(actorUserId: string, id: string, fields: CategoryFields): Promise<StaffCategory> {
  const db = await getDb();
  const category = await db.transaction(async (tx) => {
    const before = await findStaffCategory(tx, id);
    const slug = await assertCategoryNameFree(tx, fields.name, id);
    await tx.update(categories).set({ name: fields.name, slug }).where(eq(categories.id, id));
    const after = await findStaffCategory(tx, id);
    await recordAudit(tx, { actorUserId, action: "update", entity: "category", entityId: id, before, after });
    return after;
  });
  invalidateTags(cacheTags.categories, cacheTags.courses);
  return category;
}

/** Deletes a category no course uses; one in use answers 409. */
export async function deleteCategory(actorUserId: string, id: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const before = await findStaffCategory(tx, id);
    if (before.courseCount > 0) {
      throw new ApiError(
        "conflict",
        `"${before.name}" is used by ${plural(before.courseCount, "course")}. Remove it from ${before.courseCount === 1 ? "that course" : "those courses"} first.`,
      );
    }
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, { actorUserId, action: "delete", entity: "category", entityId: id, before });
  });
  invalidateTags(cacheTags.categories, cacheTags.courses);
}

/** The category of this name (any case), made when there is none: the catalogue import's, in its transaction. */
export async function upsertCategory(tx: DbOrTx, name: string): Promise<{ id: string; created: boolean }> {
  const [existing] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(sql`lower(${categories.name}) = ${name.toLowerCase()}`);
  if (existing) return { id: existing.id, created: false };
  const [created] = await tx
    .insert(categories)
    .values({ name, slug: categorySlug(name) })
    .returning({ id: categories.id });
  return { id: created!.id, created: true };
}

// ------------------------------------------------------------------ courses

async function assertTitleFree(tx: DbOrTx, title: string, exceptId?: string) {
  const same = sql`lower(${courses.title}) = ${title.toLowerCase()}`;
  const [taken] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(exceptId ? and(same, ne(courses.id, exceptId)) : same);
  // Titles are unique: the bulk import finds courses by title.
  if (taken)
    throw new ApiError("conflict", "A course with that title already exists.", { fieldErrors: { courseTitle: "A course with that title already exists." } });
}

async function assertCategoriesExist(tx: DbOrTx, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, unique));
  if (found.length !== unique.length) {
    const message = "One of the chosen categories does not exist (any more).";
    throw new ApiError("bad_request", message, { fieldErrors: { courseCategory: message } });
  }
  return unique;
}

/** The stored row of a course's fields; the overview is sanitised on write (and again on render). */
export function courseValues(fields: Omit<CourseFields, "categoryIds">) {
  return {
    title: fields.title,
    shortDescription: fields.summary,
    images: fields.images,
    overviewHtml: sanitizeRichText(fields.overviewHtml),
    durationHours: fields.durationHours,
    outline: fields.outline,
  };
}

/** Replaces a course's categories, in the given order. */
export async function setCourseCategories(tx: DbOrTx, courseId: string, categoryIds: string[]) {
  await tx.delete(courseCategories).where(eq(courseCategories.courseId, courseId));
  const unique = [...new Set(categoryIds)];
  if (unique.length) await tx.insert(courseCategories).values(unique.map((categoryId, position) => ({ courseId, categoryId, position })));
}

/** Trainings and reviews embed their course: they go stale with it. */
export function invalidateCatalogue() {
  invalidateTags(cacheTags.courses, cacheTags.categories, cacheTags.trainings, cacheTags.reviews);
}

export async function createCourse(actorUserId: string, fields: CourseFields): Promise<StaffCourse> {
  const db = await getDb();
  const course = await db.transaction(async (tx) => {
    await assertTitleFree(tx, fields.title);
    const categoryIds = await assertCategoriesExist(tx, fields.categoryIds);
    const [row] = await tx.insert(courses).values(courseValues(fields)).returning({ id: courses.id });
    await setCourseCategories(tx, row!.id, categoryIds);
    const after = await findStaffCourse(tx, row!.id);
    await recordAudit(tx, { actorUserId, action: "create", entity: "course", entityId: row!.id, after });
    return after;
  });
  invalidateCatalogue();
  return course;
}

/**
 * Updates the fields given (the others keep their values); the merged course is checked like a new one.
 * Unknown fields (ids, ratings…) never reach here: the body's schema drops them.
 */
export async function updateCourse(actorUserId: string, id: string, changes: Partial<CourseFields>): Promise<StaffCourse> {
  const db = await getDb();
  const course = await db.transaction(async (tx) => {
    const before = await findStaffCourse(tx, id);
    const merged = courseFields.parse({
      title: before.title,
      summary: before.summary,
      images: before.images,
      overviewHtml: before.overviewHtml,
      durationHours: before.durationHours,
      outline: before.outline,
      categoryIds: before.categories.map((c) => c.id),
      ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
    });
    await assertTitleFree(tx, merged.title, id);
    const categoryIds = await assertCategoriesExist(tx, merged.categoryIds);
    await tx.update(courses).set(courseValues(merged)).where(eq(courses.id, id));
    await setCourseCategories(tx, id, categoryIds);
    const after = await findStaffCourse(tx, id);
    await recordAudit(tx, { actorUserId, action: "update", entity: "course", entityId: id, before, after });
    // Lists depend on which categories hold the course, not on their order.
    const setOf = (ids: string[]) => [...ids].sort().join(",");
    return { after, movedInLists: setOf(categoryIds) !== setOf(before.categories.map((c) => c.id)) };
  });
  // Its categories changed: the category lists and counts change with them. Otherwise only what holds this course.
  if (course.movedInLists) invalidateCatalogue();
  else invalidateTags(...oneCourseTags(id));
  return course.after;
}

/** Deletes a course that no training uses (its reviews go with it); one with trainings answers 409. */
export async function deleteCourse(actorUserId: string, id: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const before = await findStaffCourse(tx, id);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(trainings).where(eq(trainings.courseId, id));
    if (Number(n) > 0)
      throw new ApiError("conflict", `"${before.title}" has ${plural(Number(n), "training")}. Delete ${Number(n) === 1 ? "it" : "them"} first.`);
    await tx.delete(courses).where(eq(courses.id, id));
    await recordAudit(tx, { actorUserId, action: "delete", entity: "course", entityId: id, before });
  });
  invalidateCatalogue();
}

/** A course's rating as its reviews make it (lib/reviews recomputes it), in the caller's transaction. */
export async function setCourseRating(tx: DbOrTx, courseId: string, rating: { average: number; count: number }): Promise<void> {
  await tx.update(courses).set({ ratingAverage: rating.average, ratingCount: rating.count }).where(eq(courses.id, courseId));
}

/**
 * The course of this title (any case) made or brought to these fields and categories, in the caller's transaction
 * (the catalogue import's); one that already has them is left alone ("skipped").
 */
export async function upsertCourse(tx: DbOrTx, fields: Omit<CourseFields, "categoryIds">, categoryIds: string[]): Promise<"created" | "updated" | "skipped"> {
  const values = courseValues(fields);
  const [existing] = await tx
    .select({
      id: courses.id,
      title: courses.title,
      shortDescription: courses.shortDescription,
      images: courses.images,
      overviewHtml: courses.overviewHtml,
      durationHours: courses.durationHours,
      outline: courses.outline,
      categoryIds: sql<string[]>`coalesce((select array_agg(category_id order by position) from course_categories where course_id = ${courses.id}), '{}')`,
    })
    .from(courses)
    .where(sql`lower(${courses.title}) = ${fields.title.toLowerCase()}`);
  if (!existing) {
    const [created] = await tx.insert(courses).values(values).returning({ id: courses.id });
    await setCourseCategories(tx, created!.id, categoryIds);
    return "created";
  }
  const { id, categoryIds: currentCategories, ...current } = existing;
  if (sameJson(current, values) && sameJson(currentCategories, [...new Set(categoryIds)])) return "skipped";
  await tx.update(courses).set(values).where(eq(courses.id, id));
  await setCourseCategories(tx, id, categoryIds);
  return "updated";
}
