import { learnerAttendanceAnswer, trainingAttendanceAnswer } from "@/lib/attendance/answers";
import { attendanceGridOrCsv } from "@/lib/attendance/staff";
import { correctAttendance } from "@/lib/operations/attendance/correct-attendance";
import { attendanceCorrection, attendanceQuery } from "@/lib/attendance/validation";
import { defineRoute } from "@/lib/http/contract";

export const GET = defineRoute("GET /api/admin/trainings/{id}/attendance", {
  access: "staff",
  tags: ["Staff: attendance and certificates"],
  summary: "A batch's attendance: its sessions, and each actively enrolled learner's attended dates and rate",
  description:
    "`rate` is the percent of all the batch's sessions (held or still to come) the learner attended, one decimal; once the batch has completed it is the figure the certificate threshold (CERTIFICATE_MIN_ATTENDANCE) is compared with. `?format=csv` answers the same grid as a CSV download (UTF-8 with a byte-order mark; cells that would run as formulas get a leading apostrophe).",
  query: attendanceQuery,
  response: trainingAttendanceAnswer,
  errors: { 404: "No such training" },
  handler: ({ params, query }) => attendanceGridOrCsv(params.id, query.format),
});

export const PUT = defineRoute("PUT /api/admin/trainings/{id}/attendance", {
  access: "staff",
  tags: ["Staff: attendance and certificates"],
  summary: "Correct one learner's attendance of one session (audited)",
  body: attendanceCorrection,
  response: learnerAttendanceAnswer,
  message: "Attendance updated.",
  errors: { 400: "The date is not a session of the training, or the learner is not actively enrolled", 404: "No such training" },
  handler: ({ user, params, body }) => correctAttendance(user._id, params.id, body),
});
