import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "../../db";
import { courses } from "../../db/schema";
import { withChosen } from "../http/staff-list";
import type { CourseChoice } from "./types";

/** How many courses a staff filter offers: the newest. */
export const COURSE_CHOICES = 200;

/**
 * The courses a staff filter offers (id and title): the COURSE_CHOICES newest and `include` (the one already
 * chosen), by title. A large company has ten thousand courses: every one of them in each list's filter made the
 * page hundreds of kilobytes (npm run bench -- --scale).
 */
export async function courseChoices({ include, limit = COURSE_CHOICES }: { include?: string; limit?: number } = {}): Promise<CourseChoice[]> {
  const db = await getDb();
  const choices = () => db.select({ id: courses.id, title: courses.title }).from(courses);
  // Two reads, so the newest come from courses_created_idx rather than a sort of every course by "is it the chosen one".
  const [newest, chosen] = await Promise.all([
    choices().orderBy(desc(courses.createdAt), desc(courses.id)).limit(limit),
    include ? choices().where(eq(courses.id, include)) : [],
  ]);
  const rows = withChosen(newest, chosen, limit);
  return rows.sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
}
