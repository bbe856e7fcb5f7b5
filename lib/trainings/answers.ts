import "server-only";
import { z } from "zod";
import { legacyCourseOf, legacyCourseSchema } from "../courses/answers";
import { answer, instant } from "../http/contract";
import { trainingStatuses } from "./status";
import type { StaffTraining, Training, TrainingSchedule } from "./types";

// The API's names for trainings (api.md §3–4), here and only here.

const schedule = {
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  startTime: z.string().regex(/^\d{2}:\d{2}$/).describe("HH:MM, 24 h, in timeZone"),
  endTime: z.string().regex(/^\d{2}:\d{2}$/).describe("HH:MM; not after startTime means the session ends the next day"),
  timeZone: z.string().describe("IANA time zone"),
};
const scheduleOf = (t: TrainingSchedule) => ({ startDate: t.startDate, endDate: t.endDate, startTime: t.startTime, endTime: t.endTime, timeZone: t.timeZone });
const status = z.enum(trainingStatuses).describe("follows the schedule in the training's zone; Cancelled when staff cancel it");

const legacyTraining = { _id: z.string(), tcStatus: status, courseId: legacyCourseSchema, ...schedule };
export const legacyTrainingOf = (t: Training) => ({ _id: t.id, tcStatus: t.status, courseId: legacyCourseOf(t.course), ...scheduleOf(t) });

/** A training of the public lists (no meeting link). */
export const trainingAnswer = answer(z.object(legacyTraining).meta({ id: "Training" }), legacyTrainingOf);

/** A training of the learner's own enrolment: with its meeting link while the enrolment is active. */
export const enrolledTrainingSchema = z
  .object({ ...legacyTraining, meetingLink: z.string().optional().describe("only on the learner's own active enrolments") })
  .meta({ id: "EnrolledTraining" });

export const staffTrainingAnswer = answer(
  z
    .object({
      _id: z.string(),
      tcStatus: status,
      isCancelled: z.boolean(),
      courseId: z.object({ _id: z.string(), courseTitle: z.string(), courseSlug: z.string() }),
      ...schedule,
      meetingLink: z.string(),
      enrolmentCount: z.number().int(),
      activeEnrolmentCount: z.number().int(),
      createdAt: instant,
      updatedAt: instant,
    })
    .meta({ id: "StaffTraining" }),
  (t: StaffTraining) => ({
    _id: t.id,
    tcStatus: t.status,
    isCancelled: t.isCancelled,
    courseId: { _id: t.course.id, courseTitle: t.course.title, courseSlug: t.course.slug },
    ...scheduleOf(t),
    meetingLink: t.meetingLink,
    enrolmentCount: t.enrolmentCount,
    activeEnrolmentCount: t.activeEnrolmentCount,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  }),
);
