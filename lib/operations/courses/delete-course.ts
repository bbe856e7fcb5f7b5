import "server-only";
import { deleteCourse as deleteCourseIn } from "../../courses/writes";

/** DELETE /api/admin/courses/{id}: a course no training uses goes with its reviews (409 with trainings); the catalogue is dropped after. */
export async function deleteCourse(actorUserId: string, id: string): Promise<void> {
  await deleteCourseIn(actorUserId, id);
}
