import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { categories, courses } from "../../db/schema";
import { ApiError } from "../errors";
import { keysetPage, listKeyOf, type ListOrder, type ListPage, type PageRange, type PageRequest } from "../http/staff-list";
import { categoriesOfCourses, courseColumns, courseConditions, toCourse } from "./reads";
import type { CourseFilter, StaffCategory, StaffCourse } from "./types";

const staffCourseColumns = {
  ...courseColumns,
  createdAt: courses.createdAt,
  updatedAt: courses.updatedAt,
  // The outer row by its quoted name: Drizzle renders ${column} unqualified here, which the subquery would read as its own.
  trainingCount: sql<number>`(select count(*)::int from trainings t where t.course_id = "courses"."id")`,
};

/** The console's order of courses: newest first, ties by id (courses_created_idx). */
export const courseListOrder: ListOrder = { key: courses.createdAt, id: courses.id, type: "timestamptz", direction: "desc" };

/** The SQL of a page of the courses list (filters as the console's): for EXPLAIN in tests. */
export function staffCoursePageQuery(tx: DbOrTx, filter: CourseFilter, range: PageRange) {
  return tx
    .select({ ...staffCourseColumns, listKey: listKeyOf(courseListOrder) })
    .from(courses)
    .where(and(...courseConditions(filter), range.where))
    .orderBy(...range.orderBy)
    .limit(range.limit);
}

/** A page of the console's courses (search and category filters), newest first, by keyset: no offset, no count. */
export async function pageOfStaffCourses(filter: CourseFilter, request: PageRequest): Promise<ListPage<StaffCourse>> {
  const db = await getDb();
  return keysetPage(courseListOrder, request, async (range) => {
    const rows = await staffCoursePageQuery(db, filter, range);
    const views = await staffCourseViews(db, rows);
    return views.map((item, i) => ({ item, key: rows[i]!.listKey, id: item.id }));
  });
}

/** Courses as staff see them (the stored overview), newest first. */
export async function selectStaffCourses(tx: DbOrTx, filter: CourseFilter = {}): Promise<StaffCourse[]> {
  const conditions = courseConditions(filter);
  const rows = await tx
    .select(staffCourseColumns)
    .from(courses)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(courses.createdAt), desc(courses.id));
  return staffCourseViews(tx, rows);
}

type StaffCourseRow = Parameters<typeof toCourse>[0] & { createdAt: Date; updatedAt: Date; trainingCount: number };

/** Rows of courses with their categories, as staff see them. */
async function staffCourseViews(tx: DbOrTx, rows: StaffCourseRow[]): Promise<StaffCourse[]> {
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
