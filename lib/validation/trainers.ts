// Trainers (billing-and-delivery.md §8): fields and messages, once (the console's forms and the staff API).
// Browser-safe: no server imports.
import { z } from "zod";
import { staffListQuery } from "./paging";
import { dateSchema, timeZoneSchema } from "./common";
import { moneyInput } from "./sales";
import { END_BEFORE_START } from "./trainings";
import { formWire, fromText } from "./wire";

export const trainerMessages = {
  name: "Name must be between 3 and 100 characters.",
  email: "Email format is invalid.",
  phone: "Phone must be at most 20 characters.",
  skills: "Skills must be at most 30 entries of at most 60 characters each.",
  reason: "The reason must be at most 200 characters.",
  staffAccount: "That email belongs to a staff account: staff can't be trainers.",
  alreadyTrainer: "That email is already a trainer's.",
  notFound: "No such trainer.",
  unknown: "That trainer does not exist.",
  inactive: "That trainer is not active.",
  month: "Month must be YYYY-MM.",
  timeOffTooLong: "Time off runs at most 366 days at a time.",
  endBeforeStart: END_BEFORE_START,
} as const;

const nameSchema = z.string({ message: trainerMessages.name }).trim().min(3, trainerMessages.name).max(100, trainerMessages.name);
const emailSchema = z.string({ message: trainerMessages.email }).trim().toLowerCase().max(254, trainerMessages.email).email(trainerMessages.email);
const phoneSchema = z.string({ message: trainerMessages.phone }).trim().max(20, trainerMessages.phone);

/** Skills: a list, or "AWS, Terraform" from the form; each trimmed, once, blanks dropped. */
export const skillsSchema = z.preprocess(
  (v) => (typeof v === "string" ? v.split(/[,\n]+/) : v),
  z
    .array(z.string({ message: trainerMessages.skills }).trim().max(60, trainerMessages.skills), { message: trainerMessages.skills })
    .transform((list) => [...new Set(list.filter(Boolean))])
    .pipe(z.array(z.string()).max(30, trainerMessages.skills)),
);

/** The hourly rate `{amount, currency}`; null or absent: not agreed. */
const hourlyRateSchema = moneyInput.nullable().describe("per hour; null: not agreed");

/** POST /api/admin/trainers. */
export const trainerCreateBody = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema.optional().default(""),
  skills: skillsSchema.default([]),
  timeZone: timeZoneSchema.describe("IANA zone: time off is given in dates of this zone"),
  hourlyRate: hourlyRateSchema.optional().default(null),
});
export type TrainerCreateBody = z.output<typeof trainerCreateBody>;

/** PUT /api/admin/trainers/{id}: the fields sent change, the others stay. */
export const trainerUpdateBody = z.object({
  name: nameSchema.optional(),
  phone: phoneSchema.optional(),
  skills: skillsSchema.optional(),
  timeZone: timeZoneSchema.optional(),
  hourlyRate: hourlyRateSchema.optional(),
  active: z.boolean({ message: "active must be true or false." }).optional().describe("an inactive trainer can't be assigned to batches"),
});
export type TrainerUpdateBody = z.output<typeof trainerUpdateBody>;

const DAY_MS = 86_400_000;
/** POST /api/admin/trainers/{id}/time-off: dates inclusive, in the trainer's zone. */
export const timeOffBody = z
  .object({
    from: dateSchema,
    to: dateSchema,
    reason: z.string({ message: trainerMessages.reason }).trim().max(200, trainerMessages.reason).optional().default(""),
  })
  .superRefine((value, ctx) => {
    if (value.to < value.from) ctx.addIssue({ code: "custom", path: ["to"], message: trainerMessages.endBeforeStart });
    else if ((Date.parse(value.to) - Date.parse(value.from)) / DAY_MS >= 366)
      ctx.addIssue({ code: "custom", path: ["to"], message: trainerMessages.timeOffTooLong });
  });
export type TimeOffBody = z.output<typeof timeOffBody>;

/** GET /api/admin/trainers/{id}/hours?month=YYYY-MM. */
export const hoursQuery = z.object({
  month: z
    .string({ message: trainerMessages.month })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, trainerMessages.month)
    .describe("YYYY-MM"),
});

// ---- The console's forms: text inputs, checked with the same rules ----

const rateText = z
  .string()
  .trim()
  .refine((v) => v === "" || /^\d+(\.\d{1,2})?$/.test(v), "Enter the hourly rate as a number with at most 2 decimals, e.g. 2500 or 2500.50.");

/** The trainer form of the console (new and edit; the email is fixed once made). */
export const trainerForm = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  skills: z.string().trim().max(2000, trainerMessages.skills),
  timeZone: timeZoneSchema,
  rate: rateText,
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, "Currency must be a 3-letter ISO 4217 code such as INR."),
  active: z.boolean(),
});
export type TrainerFormValues = z.input<typeof trainerForm>;

/** The profile as both trainer bodies carry it; an empty rate is "not agreed" (null). */
const profileOf = (v: z.output<typeof trainerForm>) => ({
  name: v.name,
  phone: v.phone,
  skills: v.skills,
  timeZone: v.timeZone,
  hourlyRate: v.rate ? fromText.money(v.rate, v.currency) : null,
});
const trainerFields = { hourlyRate: "rate", "hourlyRate.currency": "currency" };

/** "Invite trainer" → POST /api/admin/trainers. */
export const trainerCreateWire = formWire(trainerForm, trainerCreateBody, { encode: (v) => ({ ...profileOf(v), email: v.email }), fields: trainerFields });
/** "Save trainer" → PUT /api/admin/trainers/{id} (the email stays). */
export const trainerUpdateWire = formWire(trainerForm, trainerUpdateBody, { encode: (v) => ({ ...profileOf(v), active: v.active }), fields: trainerFields });

/** The console's time-off form. */
export const timeOffForm = z
  .object({ from: dateSchema, to: dateSchema, reason: z.string().trim().max(200, trainerMessages.reason) })
  .refine((v) => v.to >= v.from, { path: ["to"], message: trainerMessages.endBeforeStart });

/** GET /api/admin/trainers: the staff list's paging (a page of 50 by name unless all=true). */
export const trainerListQuery = staffListQuery;
