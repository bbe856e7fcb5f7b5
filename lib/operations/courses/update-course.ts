import "server-only";
import { updateCourse as updateCourseIn } from "../../courses/writes";
import type { StaffCourse } from "../../courses/types";
import type { CourseFields } from "../../validation/courses";

/**
 * PUT /api/admin/courses/{id}: the fields sent, the merged course checked like a new one, audited, in one transaction
 * (lib/courses/writes); after it, the catalogue is dropped when the course changed categories, else only its own tags.
 */
export async function updateCourse(actorUserId: string, id: string, changes: Partial<CourseFields>): Promise<StaffCourse> {
  return updateCourseIn(actorUserId, id, changes);
}
