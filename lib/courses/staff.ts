import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { categories, courses } from "../../db/schema";
import { ApiError } from "../errors";
import { categoriesOfCourses, courseColumns, courseConditions, toCourse } from "./reads";
import type { CourseFilter, StaffCategory, StaffCourse } from "./types";

/** Courses as staff see them (the stored overview), newest first. */
export async function selectStaffCourses(tx: DbOrTx, filter: CourseFilter = {}): Promise<StaffCourse[]> {
  const conditions = courseConditions(filter);
  const rows = await tx
    .select({
      ...courseColumns,
      createdAt: courses.createdAt,
      updatedAt: courses.updatedAt,
      // The outer row by its quoted name: Drizzle renders ${column} unqualified here, which the subquery would read as its own.
      trainingCount: sql<number>`(select count(*)::int from trainings t where t.course_id = "courses"."id")`,
    })
    .from(courses)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(courses.createdAt), desc(courses.id));
  const refs = await categoriesOfCourses(
    tx,
    rows.map((r) => r.id),
  );
  return rows.map(({ createdAt, updatedAt, trainingCount, ...row }) => ({
    ...toCourse(row, refs.get(row.id) ?? []),
    trainingCount: Number(trainingCount),
    createdAt,
    updatedAt,
  }));
}

export async function listStaffCourses(filter: CourseFilter = {}): Promise<StaffCourse[]> {
  return selectStaffCourses(await getDb(), filter);
}

export async function findStaffCourse(tx: DbOrTx, id: string): Promise<StaffCourse> {
  const [found] = await selectStaffCourses(tx, { id });
  if (!found) throw new ApiError("not_found", "Course not found.");
  return found;
}

export async function getStaffCourse(id: string): Promise<StaffCourse> {
  return findStaffCourse(await getDb(), id);
}

/** Categories with the number of courses using each, by name. */
export async function selectStaffCategories(tx: DbOrTx, id?: string): Promise<StaffCategory[]> {
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
  return rows.map((r) => ({ ...r, courseCount: Number(r.courseCount) }));
}

export async function listStaffCategories(): Promise<StaffCategory[]> {
  return selectStaffCategories(await getDb());
}

export async function findStaffCategory(tx: DbOrTx, id: string): Promise<StaffCategory> {
  const [found] = await selectStaffCategories(tx, id);
  if (!found) throw new ApiError("not_found", "Category not found.");
  return found;
}
