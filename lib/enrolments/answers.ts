import "server-only";
import { z } from "zod";
import { answer, instant } from "../http/answer-schema";
import { enrolledTrainingSchema, legacyTrainingOf } from "../trainings/answers";
import { trainingStatuses } from "../schedule/status";
import type { EnrolReport, MyEnrolment, StaffEnrolment } from "./types";

// The API's names for enrolments ("Enrollment" in the legacy paths; api.md §3–4), here and only here.

const joinWindow = z
  .object({ isOpen: z.boolean(), opensAt: instant.optional(), closesAt: instant.optional() })
  .describe("open from 15 minutes before a session until it ends");

export const myEnrolmentAnswer = answer(
  z
    .object({
      _id: z.string(),
      isActive: z.boolean(),
      isLive: z.boolean().describe("the training is Ongoing and the enrolment active"),
      join: joinWindow,
      trainingId: enrolledTrainingSchema,
      myReview: z.object({ rating: z.number(), review: z.string() }).nullable().describe("the learner's review of the course"),
    })
    .meta({ id: "MyEnrolment" }),
  (e: MyEnrolment) => ({
    _id: e.id,
    isActive: e.isActive,
    isLive: e.isLive,
    join: e.join,
    trainingId: { ...legacyTrainingOf(e.training), ...(e.training.meetingLink ? { meetingLink: e.training.meetingLink } : {}) },
    myReview: e.myReview && { rating: e.myReview.rating, review: e.myReview.text },
  }),
);

const staffEnrolmentSchema = z
  .object({
    _id: z.string(),
    isActive: z.boolean(),
    accessOverride: z
      .object({ isActive: z.boolean(), reason: z.string().nullable() })
      .nullable()
      .describe("staff's decision for a booking's enrolment, kept by the booking's paid-means-active rule; null: the rule decides"),
    createdAt: instant,
    updatedAt: instant,
    userId: z.object({ _id: z.string(), name: z.string(), email: z.string(), isActivated: z.boolean() }),
    trainingId: z.object({
      _id: z.string(),
      tcStatus: z.enum(trainingStatuses),
      courseId: z.object({ _id: z.string(), courseTitle: z.string() }),
      startDate: z.iso.date(),
      endDate: z.iso.date(),
      startTime: z.string(),
      endTime: z.string(),
      timeZone: z.string(),
    }),
  })
  .meta({ id: "StaffEnrolment" });
const staffEnrolmentOf = (e: StaffEnrolment): z.input<typeof staffEnrolmentSchema> => ({
  _id: e.id,
  isActive: e.isActive,
  accessOverride: e.accessOverride,
  createdAt: e.createdAt.toISOString(),
  updatedAt: e.updatedAt.toISOString(),
  userId: { _id: e.learner.id, name: e.learner.name, email: e.learner.email, isActivated: e.learner.isActivated },
  trainingId: {
    _id: e.training.id,
    tcStatus: e.training.status,
    courseId: { _id: e.training.course.id, courseTitle: e.training.course.title },
    startDate: e.training.startDate,
    endDate: e.training.endDate,
    startTime: e.training.startTime,
    endTime: e.training.endTime,
    timeZone: e.training.timeZone,
  },
});

export const staffEnrolmentAnswer = answer(staffEnrolmentSchema, staffEnrolmentOf);

export const enrolmentReportAnswer = answer(
  z
    .object({ enrolled: z.array(staffEnrolmentSchema), alreadyEnrolled: z.array(z.string()), noAccount: z.array(z.string()), invalid: z.array(z.string()) })
    .meta({ id: "EnrolReport" }),
  (r: EnrolReport) => ({ ...r, enrolled: r.enrolled.map(staffEnrolmentOf) }),
);
