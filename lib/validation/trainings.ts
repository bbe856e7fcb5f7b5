// A training's (batch's) fields and messages, once: the console's form, the staff API and the import file.
import { z } from "zod";
import { MAX_SESSION_DAYS, sessionsOf, weekdays } from "../schedule/sessions";
import { dateSchema, idField, meetingLinkSchema, timeSchema, timeZoneSchema } from "./common";
import { moneyInput } from "./sales";
import { wire, type FieldCodec } from "./wire";

export const END_BEFORE_START = "End date must be on or after the start date.";

// The batch's pattern and seats (sales-and-batches.md §3): the console's form and the staff API say the same words.
export const trainingMessages = {
  seats: "Seats must be a whole number from 1 to 10000, or empty for no limit.",
  daysRequired: "Choose at least one weekday.",
  days: "Days must be weekdays: Mon, Tue, Wed, Thu, Fri, Sat or Sun.",
  skipDates: "Skip dates must be real dates, YYYY-MM-DD.",
  tooManySkipDates: `At most ${MAX_SESSION_DAYS} skip dates.`,
  reminders: "Reminders must be whole minutes before the session, from 1 to 43200 (30 days).",
  tooManyReminders: "At most 5 reminders.",
  tooLong: `A training runs at most ${MAX_SESSION_DAYS} days.`,
  noSession: "These dates, weekdays and skip dates leave no session.",
  earlyBirdBoth: "Give the early-bird price and its last day together.",
  earlyBirdNeedsPrice: "An early-bird price needs a list price.",
  earlyBirdBelow: "The early-bird price must be below the list price.",
  earlyBirdCurrency: "The early-bird price must be in the list price's currency.",
  groupDiscounts: "Group tiers are minimum seats (2 or more) and a whole percent off (1–99), e.g. 5:10, 10:15.",
  groupDuplicate: "Each group tier needs its own minimum seats.",
} as const;
export const MAX_SEATS = 10_000;
export const MAX_REMINDER_MINUTES = 43_200;
export const MAX_REMINDERS = 5;

const blank = (v: unknown) => v === null || v === undefined || (typeof v === "string" && v.trim() === "") || (typeof v === "number" && Number.isNaN(v));

/** Seats: a whole number, or null (no limit). The form's text field sends "" for none. */
export const seatsSchema = z.preprocess(
  (v) => (blank(v) ? null : typeof v === "string" ? Number(v.trim()) : v),
  z.number({ message: trainingMessages.seats }).int(trainingMessages.seats).min(1, trainingMessages.seats).max(MAX_SEATS, trainingMessages.seats).nullable(),
);

/** The weekdays sessions run on, in week order, each once. */
export const daysSchema = z
  .array(z.enum(weekdays, { message: trainingMessages.days }), { message: trainingMessages.daysRequired })
  .min(1, trainingMessages.daysRequired)
  .transform((days) => weekdays.filter((d) => days.includes(d)));

/** Dates without a session, sorted, each once. */
export const skipDatesSchema = z
  .array(z.iso.date({ message: trainingMessages.skipDates }), { message: trainingMessages.skipDates })
  .max(MAX_SESSION_DAYS, trainingMessages.tooManySkipDates)
  .transform((dates) => [...new Set(dates)].sort());

/** Reminder offsets in minutes: a list, or "1440, 60" from the form; empty or null = the default. */
export const remindersSchema = z.preprocess(
  (v) =>
    blank(v)
      ? null
      : typeof v === "string"
        ? v
            .split(/[\s,]+/)
            .filter(Boolean)
            .map((m) => (/^\d+$/.test(m) ? Number(m) : Number.NaN))
        : v,
  z
    .array(
      z
        .number({ message: trainingMessages.reminders })
        .int(trainingMessages.reminders)
        .min(1, trainingMessages.reminders)
        .max(MAX_REMINDER_MINUTES, trainingMessages.reminders),
      {
        message: trainingMessages.reminders,
      },
    )
    .max(MAX_REMINDERS, trainingMessages.tooManyReminders)
    .transform((list) => [...new Set(list)].sort((a, b) => b - a))
    .nullable(),
);

/** "25000", "25000.50" or "USD 499" (the form's text) → money; INR when no currency is written. */
function moneyText(v: unknown): unknown {
  if (typeof v !== "string") return v;
  const m = /^\s*(?:([A-Za-z]{3})\s*)?([0-9]+(?:\.[0-9]+)?)\s*(?:([A-Za-z]{3}))?\s*$/.exec(v);
  if (!m) return { amount: Number.NaN };
  return { amount: Number(m[2]), currency: (m[1] ?? m[3] ?? "INR").toUpperCase() };
}

/** The list price per seat, tax inclusive; null = fees on enquiry. The form's empty text is null. */
export const priceSchema = z.preprocess((v) => (blank(v) ? null : moneyText(v)), moneyInput.nullable());

/** The early bird: a per-seat amount through a last day (the training's zone); null = none. The form sends two texts. */
export const earlyBirdSchema = z.preprocess(
  (v) => {
    if (blank(v)) return null;
    if (typeof v === "object" && v !== null && "amount" in v) {
      const { amount, until } = v as { amount: unknown; until: unknown };
      if (blank(amount) && blank(until)) return null;
      // One without the other: refused as a whole, with the message that says so.
      if (blank(amount) || blank(until)) return "incomplete";
      return { amount: blank(amount) ? undefined : moneyText(amount), until: blank(until) ? undefined : until };
    }
    return v;
  },
  z.object({ amount: moneyInput, until: dateSchema }, { message: trainingMessages.earlyBirdBoth }).nullable(),
);

const tierSchema = z.object({
  minSeats: z
    .number({ message: trainingMessages.groupDiscounts })
    .int(trainingMessages.groupDiscounts)
    .min(2, trainingMessages.groupDiscounts)
    .max(MAX_SEATS, trainingMessages.groupDiscounts),
  percentOff: z
    .number({ message: trainingMessages.groupDiscounts })
    .int(trainingMessages.groupDiscounts)
    .min(1, trainingMessages.groupDiscounts)
    .max(99, trainingMessages.groupDiscounts),
});

/** Group tiers, by minimum seats: a list, or "5:10, 10:15" from the form (minimum seats : percent off). */
export const groupDiscountsSchema = z.preprocess(
  (v) =>
    blank(v)
      ? []
      : typeof v === "string"
        ? v
            .split(/[\s,;]+/)
            .filter(Boolean)
            .map((pair) => {
              const m = /^(\d+):(\d+)%?$/.exec(pair);
              return m ? { minSeats: Number(m[1]), percentOff: Number(m[2]) } : { minSeats: Number.NaN, percentOff: Number.NaN };
            })
        : v,
  z
    .array(tierSchema, { message: trainingMessages.groupDiscounts })
    .max(10, trainingMessages.groupDiscounts)
    .refine((tiers) => new Set(tiers.map((t) => t.minSeats)).size === tiers.length, trainingMessages.groupDuplicate)
    .transform((tiers) => [...tiers].sort((a, b) => a.minSeats - b.minSeats)),
);

/** The rule across the price fields: an early bird below the list price, in its currency. */
export function trainingPriceProblem(fields: {
  price?: { amount: number; currency: string } | null;
  earlyBird?: { amount: { amount: number; currency: string }; until: string } | null;
}): string | undefined {
  if (!fields.earlyBird) return undefined;
  if (!fields.price) return trainingMessages.earlyBirdNeedsPrice;
  if (fields.earlyBird.amount.currency !== fields.price.currency) return trainingMessages.earlyBirdCurrency;
  if (fields.earlyBird.amount.amount >= fields.price.amount) return trainingMessages.earlyBirdBelow;
  return undefined;
}

/** "5:10, 10:15": group tiers as the form shows them. */
export const groupDiscountsText = (tiers: readonly { minSeats: number; percentOff: number }[]) => tiers.map((t) => `${t.minSeats}:${t.percentOff}`).join(", ");

const schedule = {
  startDate: dateSchema,
  endDate: dateSchema,
  startTime: timeSchema,
  endTime: timeSchema,
  /** DEFAULT_TIME_ZONE when absent. */
  timeZone: timeZoneSchema.optional(),
  meetingLink: meetingLinkSchema.default(""),
  /** Staff cancel a training; it is reinstated by setting this false (the status then follows the schedule). */
  isCancelled: z.boolean().optional(),
  /** null: no limit. */
  seats: seatsSchema.optional().describe("seats on sale; null or absent: no limit"),
  days: daysSchema.default([...weekdays]).describe("the weekdays sessions run on (all seven when absent)"),
  skipDates: skipDatesSchema.default([]).describe("dates (YYYY-MM-DD) without a session"),
  /** null: the REMINDER_OFFSETS default. */
  reminders: remindersSchema.optional().describe("minutes before each session a reminder goes out; null or absent: the default (REMINDER_OFFSETS)"),
  price: priceSchema.optional().describe("per seat, tax inclusive; null: fees on enquiry (billing-and-delivery.md §2)"),
  earlyBird: earlyBirdSchema.optional().describe("{amount, until}: the per-seat price through `until` in the training's zone; null: none"),
  groupDiscounts: groupDiscountsSchema.optional().describe("[{minSeats, percentOff}]: the highest minSeats at most the seats bought takes its percent off"),
};

/** Who teaches the batch (billing-and-delivery.md §8): a trainer's id, or null / "" for nobody yet. */
const trainerIdSchema = z
  .preprocess((v) => (v === "" ? null : v), idField.nullable())
  .optional()
  .describe("the trainer's _id; null: not assigned. A clash with another of their batches or their time off answers 409");

/** A training as staff write it. */
export const trainingFields = z.object({
  courseId: z.string({ message: "Choose the course." }).trim().min(1, "Choose the course.").pipe(idField),
  ...schedule,
  trainerId: trainerIdSchema,
});
export type TrainingFields = z.output<typeof trainingFields>;

const DAY_MS = 86_400_000;

/** The one rule across a training's fields: it ends on or after the day it starts. */
export function trainingDatesProblem(fields: { startDate: string; endDate: string }): string | undefined {
  if (fields.endDate < fields.startDate) return END_BEFORE_START;
  if ((Date.parse(fields.endDate) - Date.parse(fields.startDate)) / DAY_MS >= MAX_SESSION_DAYS) return trainingMessages.tooLong;
  return undefined;
}

type PatternFields = {
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  timeZone?: string;
  days?: readonly string[];
  skipDates?: readonly string[];
};

/** The rule across the pattern: at least one session is left (dates, weekdays and skip dates together). */
export function trainingPatternProblem(fields: PatternFields): { field: "endDate" | "days"; message: string } | undefined {
  const dates = trainingDatesProblem(fields);
  if (dates) return { field: "endDate", message: dates };
  const sessions = sessionsOf({ ...fields, timeZone: fields.timeZone || "UTC", days: fields.days as (typeof weekdays)[number][] | undefined });
  return sessions.length === 0 ? { field: "days", message: trainingMessages.noSession } : undefined;
}

/**
 * On the wire a cancellation is `tcStatus: "Cancelled"`; any other value reinstates the training, and no value
 * leaves it as it is (api.md §4: the status otherwise follows the schedule).
 */
const cancellationCodec: FieldCodec<boolean> = {
  schema: z
    .string({ message: "tcStatus must be text." })
    .trim()
    .max(20)
    .transform((status) => (status === "" ? undefined : status === "Cancelled")) as unknown as z.ZodType<boolean>,
  encode: (isCancelled) => (isCancelled ? "Cancelled" : "Scheduled"),
};

const trainingNames = { isCancelled: "tcStatus" } as const;
const dateRule = {
  check(value: Partial<PatternFields> & Parameters<typeof trainingPriceProblem>[0], issue: (field: "endDate" | "days" | "earlyBird", message: string) => void) {
    // A change without the price is checked against the stored one by the domain.
    const priceProblem = value.price !== undefined ? trainingPriceProblem(value) : undefined;
    if (priceProblem) issue("earlyBird", priceProblem);
    if (value.startDate && value.endDate && value.startTime && value.endTime) {
      const problem = trainingPatternProblem({
        ...value,
        startDate: value.startDate,
        endDate: value.endDate,
        startTime: value.startTime,
        endTime: value.endTime,
      });
      if (problem) issue(problem.field, problem.message);
    } else if (value.startDate && value.endDate) {
      const problem = trainingDatesProblem({ startDate: value.startDate, endDate: value.endDate });
      if (problem) issue("endDate", problem);
    }
  },
};

/** POST /api/admin/trainings. */
export const trainingWire = wire(trainingFields, trainingNames, dateRule, { isCancelled: cancellationCodec });
/** PUT /api/admin/trainings/{id}: any of the fields; the merged training must still be valid. */
export const trainingPatchWire = wire(
  // No defaults in a change: an absent field keeps its value (a default would overwrite it).
  z.object(
    Object.fromEntries(Object.entries(trainingFields.shape).map(([k, v]) => [k, (v instanceof z.ZodDefault ? v.unwrap() : v).optional()])) as {
      [K in keyof typeof trainingFields.shape]: z.ZodOptional<
        (typeof trainingFields.shape)[K] extends z.ZodDefault<infer T> ? T : (typeof trainingFields.shape)[K]
      >;
    },
  ),
  trainingNames,
  dateRule,
  { isCancelled: cancellationCodec },
);

/** A training of the import file: its course by title. */
export const importedTrainingWire = wire(
  z.object({ courseTitle: z.string().trim().min(1, "A training names its course by courseTitle."), ...schedule }),
  trainingNames,
  dateRule,
  { isCancelled: cancellationCodec },
);
