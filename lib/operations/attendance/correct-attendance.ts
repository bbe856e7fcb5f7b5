import "server-only";
import { getDb } from "../../../db";
import { correctAttendanceIn, type LearnerAttendance } from "../../attendance/staff";
import type { AttendanceCorrection } from "../../attendance/validation";

/**
 * PUT /api/admin/trainings/{id}/attendance and PUT /api/trainer/trainings/{id}/attendance (after the trainer's own
 * batch is checked): one learner's attendance of one session corrected and audited, in one transaction.
 */
export async function correctAttendance(actorUserId: string, trainingId: string, change: AttendanceCorrection): Promise<LearnerAttendance> {
  const db = await getDb();
  return db.transaction((tx) => correctAttendanceIn(tx, actorUserId, trainingId, change));
}
