import "server-only";
import { z } from "zod";

const date = z.string().describe("YYYY-MM-DD");

export const learnerAttendanceAnswer = z
  .object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    attended: z.array(date).describe("the session dates attended"),
    rate: z.number().describe("percent of all the batch's sessions attended, one decimal (the certificate threshold compares the same figure)"),
    marks: z
      .array(z.object({ date, present: z.boolean(), source: z.enum(["roster", "join", "staff"]) }).meta({ id: "AttendanceMark" }))
      .describe(
        "each session with a mark, in order: `staff` (a correction, which wins), `roster` (the session's participant report), `join` (a Join click, no roster)",
      ),
  })
  .meta({ id: "LearnerAttendance" });

export const trainingAttendanceAnswer = z
  .object({
    sessions: z.array(date).describe("every session date of the batch, in order"),
    learners: z.array(learnerAttendanceAnswer).describe("each learner with an active enrolment, by name"),
  })
  .meta({ id: "TrainingAttendance" });

export const rosterAnswer = z
  .object({
    present: z.array(z.string()).describe("learners whose minutes reached ATTENDANCE_MIN_SHARE percent of the session"),
    absent: z.array(z.string()).describe("the other actively enrolled learners"),
    unmatched: z
      .array(z.object({ name: z.string(), email: z.string(), minutes: z.number().int() }))
      .describe("people in the report who match no enrolled learner"),
  })
  .meta({ id: "SessionRoster" });
