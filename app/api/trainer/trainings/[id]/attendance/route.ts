import { learnerAttendanceAnswer, trainingAttendanceAnswer } from "@/lib/attendance/answers";
import { attendanceGridOrCsv } from "@/lib/attendance/staff";
import { correctAttendance } from "@/lib/operations/attendance/correct-attendance";
import { attendanceCorrection, attendanceQuery } from "@/lib/attendance/validation";
import { defineRoute } from "@/lib/http/contract";
import { assertOwnTraining } from "@/lib/trainers/portal";

export const GET = defineRoute("GET /api/trainer/trainings/{id}/attendance", {
  access: "trainer",
  summary: "The attendance of a batch the trainer teaches, as staff see it (?format=csv for a download)",
  query: attendanceQuery,
  response: trainingAttendanceAnswer,
  errors: { 404: "No such training, or another trainer's" },
  handler: async ({ user, params, query }) => {
    await assertOwnTraining(user._id, params.id);
    return attendanceGridOrCsv(params.id, query.format);
  },
});

export const PUT = defineRoute("PUT /api/trainer/trainings/{id}/attendance", {
  access: "trainer",
  summary: "Mark one learner present or absent at one session of a batch the trainer teaches (audited)",
  body: attendanceCorrection,
  response: learnerAttendanceAnswer,
  message: "Attendance updated.",
  errors: { 400: "The date is not a session of the training, or the learner is not actively enrolled", 404: "No such training, or another trainer's" },
  handler: async ({ user, params, body }) => {
    await assertOwnTraining(user._id, params.id);
    return correctAttendance(user._id, params.id, body);
  },
});
