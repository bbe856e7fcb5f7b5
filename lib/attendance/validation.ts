// Attendance corrections and certificate requests: fields and messages, once (browser-safe: no server imports).
import { z } from "zod";
import { dateSchema, idField } from "../validation/common";

/** PUT /api/admin/trainings/{id}/attendance {userId, date, present}. */
export const attendanceCorrection = z.object({
  userId: idField,
  date: dateSchema,
  present: z.boolean({ message: "present must be true or false." }),
});
export type AttendanceCorrection = z.output<typeof attendanceCorrection>;

/** GET /api/admin/trainings/{id}/attendance?format=csv. */
export const attendanceQuery = z.object({
  format: z.enum(["json", "csv"], { message: "format must be json or csv." }).optional().describe("csv answers a spreadsheet download"),
});

/** Percent of a batch's sessions attended, one decimal. */
export function attendanceRate(attended: number, sessions: number): number {
  return sessions === 0 ? 0 : Math.round((attended * 1000) / sessions) / 10;
}

/** POST /api/admin/certificates {trainingId, userId}. */
export const certificateRequest = z.object({ trainingId: idField, userId: idField });
