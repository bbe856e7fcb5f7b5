import "server-only";
import { createCourse as createCourseIn } from "../../courses/writes";
import type { StaffCourse } from "../../courses/types";
import type { CourseFields } from "../../validation/courses";

// The course writes are the catalogue's alone: lib/courses/writes opens the one transaction and drops the
// catalogue's tags after it commits; the operation is the route's one door to them.

/** POST /api/admin/courses: the course, its title free and its categories known, audited; the catalogue is dropped after. */
export async function createCourse(actorUserId: string, fields: CourseFields): Promise<StaffCourse> {
  return createCourseIn(actorUserId, fields);
}
