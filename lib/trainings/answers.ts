import "server-only";
import { z } from "zod";
import { fromMinorUnits } from "../validation/currencies";
import { courseAnswer, legacyCourseOf, legacyCourseSchema } from "../courses/answers";
import { answer, instant } from "../http/answer-schema";
import { cacheTags } from "../cache";
import type { WholeList } from "../http/whole-list";
import { coursesByIds } from "../courses/reads";
import { trainingChunks, toTraining } from "./reads";
import { now as clockNow } from "../clock";
import { currentPrice, currentPriceChangesOn } from "../pricing/price";
import { isoInZone, startOfDateInZone } from "../schedule/schedule";
import { dateInZone, trainingStatuses } from "../schedule/status";
import { scheduleChangesAt, sessionAnswers, weekdays } from "../schedule/sessions";
import type { StaffTraining, Training, TrainingSchedule } from "./types";

// The API's names for trainings (api.md §3–4), here and only here.

const schedule = {
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  startTime: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .describe("HH:MM, 24 h, in timeZone"),
  endTime: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .describe("HH:MM; not after startTime means the session ends the next day"),
  timeZone: z.string().describe("IANA time zone"),
};
const zonedInstant = z.iso.datetime({ offset: true }).describe("ISO 8601 with the offset of the training's zone, e.g. 2026-05-02T10:00:00+05:30");
const batch = {
  days: z.array(z.enum(weekdays)).describe("the weekdays sessions run on"),
  skipDates: z.array(z.iso.date()).describe("dates without a session"),
  seats: z.number().int().nullable().describe("seats on sale; null = no limit"),
  seatsLeft: z.number().int().nullable().describe("null when there is no limit"),
  isFull: z.boolean(),
  sessions: z.array(z.object({ date: z.iso.date(), startsAt: zonedInstant, endsAt: zonedInstant })).describe("every session, in order"),
  nextSessionAt: zonedInstant.nullable().describe("the start of the next session that has not started yet"),
};
const scheduleOf = (t: TrainingSchedule) => ({ startDate: t.startDate, endDate: t.endDate, startTime: t.startTime, endTime: t.endTime, timeZone: t.timeZone });
type TrainingView = Omit<Training, "course">;
const batchOf = (t: TrainingView | StaffTraining) => ({
  days: t.days,
  skipDates: t.skipDates,
  seats: t.seats.seats,
  seatsLeft: t.seats.left,
  isFull: t.seats.isFull,
  sessions: [...sessionAnswers(t)],
  nextSessionAt: t.nextSessionAt ? isoInZone(t.nextSessionAt, t.timeZone) : null,
});
const moneyOut = z.object({ amount: z.number(), currency: z.string() });
/** Today's price in the training's zone on the product's clock (billing-and-delivery.md §2). */
const publicPrice = {
  price: moneyOut
    .nullable()
    .describe("the current per-seat price, tax inclusive: the early-bird amount while it applies, else the list price; null: fees on enquiry"),
  listPrice: moneyOut.nullable().describe("the list price per seat; null: fees on enquiry"),
  priceValidUntil: z.iso.date().nullable().describe("the early bird's last day while it applies, else null"),
};
const publicPriceOf = (t: TrainingView, now: Date = clockNow()) => {
  const current = currentPrice(t.price, dateInZone(now, t.timeZone));
  const m = (minor: number) => ({ amount: fromMinorUnits(minor, t.price.currency), currency: t.price.currency });
  return { price: current ? m(current.price) : null, listPrice: current ? m(current.listPrice) : null, priceValidUntil: current?.validUntil ?? null };
};
const staffPrice = {
  price: moneyOut.nullable().describe("the list price per seat, tax inclusive; null: fees on enquiry"),
  earlyBird: z.object({ amount: moneyOut, until: z.iso.date() }).nullable(),
  groupDiscounts: z.array(z.object({ minSeats: z.number().int(), percentOff: z.number().int() })),
};
const staffPriceOf = (t: StaffTraining) => {
  const m = (minor: number) => ({ amount: fromMinorUnits(minor, t.price.currency), currency: t.price.currency });
  return {
    price: t.price.listPrice === null ? null : m(t.price.listPrice),
    earlyBird: t.price.earlyBird ? { amount: m(t.price.earlyBird.amount), until: t.price.earlyBird.until } : null,
    groupDiscounts: [...t.price.groupDiscounts],
  };
};
const status = z.enum(trainingStatuses).describe("follows the schedule in the training's zone; Cancelled when staff cancel it");

const legacyTraining = {
  _id: z.string(),
  tcStatus: status,
  courseId: legacyCourseSchema,
  ...schedule,
  ...batch,
  ...publicPrice,
  trainer: z.object({ name: z.string() }).nullable().describe("who teaches it; null: not assigned yet"),
};
/** Everything of a public training but its id, status and course, in the contract's order. */
const legacyTrainingRestOf = (t: TrainingView, now?: Date) => ({
  ...scheduleOf(t),
  ...batchOf(t),
  ...publicPriceOf(t, now),
  trainer: t.trainer ?? null,
});
export const legacyTrainingOf = (t: Training) => ({
  _id: t.id,
  tcStatus: t.status,
  courseId: legacyCourseOf(t.course),
  ...legacyTrainingRestOf(t),
});

/** A training of the public lists (no meeting link). */
export const trainingAnswer = answer(z.object(legacyTraining).meta({ id: "Training" }), legacyTrainingOf);

const legacyTrainingRest = z.object(legacyTraining).omit({ _id: true, tcStatus: true, courseId: true });
/**
 * The JSON of trainingAnswer with its course's JSON given (serialised once per course, not once per training: the
 * whole list embeds every training's whole course). The same text, key for key, as the answer's.
 */
export function legacyTrainingJson(t: TrainingView, courseJson: string, now?: Date): string {
  const rest = JSON.stringify(legacyTrainingRest.parse(legacyTrainingRestOf(t, now)));
  return `{"_id":${JSON.stringify(t.id)},"tcStatus":${JSON.stringify(status.parse(t.status))},"courseId":${courseJson},${rest.slice(1)}`;
}

/**
 * The first instant after `now` at which anything legacyTrainingJson writes of `t` (made by toTraining at `now`)
 * is written differently; undefined when nothing of it ever changes with the clock. What follows the clock:
 * tcStatus and nextSessionAt (the schedule's rule, scheduleChangesAt), and price and priceValidUntil (the pricing
 * rule, the early bird's end in the training's zone). Everything else comes from the database (a write drops the
 * list) or from the schedule alone (the sessions).
 */
export function legacyTrainingChangesAt(t: TrainingView, now: Date): Date | undefined {
  const schedule = scheduleChangesAt({ ...t, isCancelled: t.status === "Cancelled" }, now, t.nextSessionAt);
  const priceDate = currentPriceChangesOn(t.price, dateInZone(now, t.timeZone));
  const price = priceDate === null ? undefined : startOfDateInZone(priceDate, t.timeZone);
  if (!price || price <= now) return schedule;
  return !schedule || price < schedule ? price : schedule;
}

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
      ...batch,
      reminders: z.array(z.number().int()).describe("minutes before each session a reminder goes out"),
      ...staffPrice,
      meetingLink: z.string(),
      trainerId: z.string().nullable().describe("who teaches it; null: not assigned"),
      trainer: z.object({ _id: z.string(), name: z.string() }).nullable(),
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
    ...batchOf(t),
    reminders: t.reminders,
    ...staffPriceOf(t),
    meetingLink: t.meetingLink,
    trainerId: t.trainer?.id ?? null,
    trainer: t.trainer ? { _id: t.trainer.id, name: t.trainer.name } : null,
    enrolmentCount: t.enrolmentCount,
    activeEnrolmentCount: t.activeEnrolmentCount,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  }),
);

/** Trainings serialised between two turns of the event loop (a build of 20,000 lets requests in between). */
const TRAININGS_PER_SLICE = 50;

/**
 * The whole legacy list of trainings, built as compressed bytes once per change, and again when the clock reaches
 * the first instant at which any training's JSON changes (legacyTrainingChangesAt: a status, a next session, an
 * early bird's end), never before: each course's JSON is written once and spliced into every training of it. The
 * whole build serialises at one instant of the product's clock (the build's `now`).
 */
export const wholeTrainingList = {
  key: "/api/training/getAllTrainingCoursesByUser" as const,
  tags: [cacheTags.trainings, cacheTags.courses, cacheTags.categories, cacheTags.anyCourse],
  followsClock: true,
  async *items({ now, changesAt }) {
    const courseJson = new Map<string, string>();
    for await (const { rows, seats } of trainingChunks()) {
      const missing = [...new Set(rows.map((r) => r.courseId))].filter((id) => !courseJson.has(id));
      for (const [id, course] of await coursesByIds(missing)) courseJson.set(id, JSON.stringify(courseAnswer.parse(course)));
      for (let from = 0; from < rows.length; from += TRAININGS_PER_SLICE) {
        // A training whose course is gone is left out, as listPublicTrainings leaves it out.
        yield rows.slice(from, from + TRAININGS_PER_SLICE).flatMap((row) => {
          const json = courseJson.get(row.courseId);
          if (json === undefined) return [];
          const training = toTraining(row, json, now, seats.get(row.id));
          changesAt(legacyTrainingChangesAt(training, now));
          return [legacyTrainingJson(training, json, now)];
        });
      }
    }
  },
} satisfies WholeList;
