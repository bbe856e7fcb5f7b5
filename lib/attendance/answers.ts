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
  })
  .meta({ id: "LearnerAttendance" });

export const trainingAttendanceAnswer = z
  .object({
    sessions: z.array(date).describe("every session date of the batch, in order"),
    learners: z.array(learnerAttendanceAnswer).describe("each learner with an active enrolment, by name"),
  })
  .meta({ id: "TrainingAttendance" });
