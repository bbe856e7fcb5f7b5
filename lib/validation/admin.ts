// Schemas of the staff API (api.md §4), shared by the console's forms and the route handlers.
// No server imports: client components use them to show problems beside the fields before sending.
import { z } from "zod";
import {
  categoryNameSchema,
  courseFieldsSchema,
  dateSchema,
  imageUrlSchema,
  meetingLinkSchema,
  timeSchema,
  timeZoneSchema,
} from "./catalogue";

/** An id as the API gives them: letters and digits only. */
export const idSchema = z
  .string({ message: "An id is required." })
  .trim()
  .regex(/^[a-z0-9]{1,64}$/i, "That is not a valid id.");

// ---------------------------------------------------------------- categories

export const categoryBodySchema = z.object({ categoryName: categoryNameSchema });
export type CategoryBody = z.infer<typeof categoryBodySchema>;

// ---------------------------------------------------------------- courses

/** A course as staff write it: the shared course fields, with categories named by id. */
export const courseBodySchema = courseFieldsSchema.extend({
  courseCategory: z.array(idSchema).max(20, "At most 20 categories.").default([]),
});
export type CourseBody = z.infer<typeof courseBodySchema>;
export type CourseBodyInput = z.input<typeof courseBodySchema>;
export const courseFieldNames = ["courseTitle", "courseSmlDesc", "courseImage", "courseOverview", "courseDuration", "courseContent", "courseCategory"] as const;

// ---------------------------------------------------------------- trainings

const trainingFields = {
  courseId: idSchema,
  startDate: dateSchema,
  endDate: dateSchema,
  startTime: timeSchema,
  endTime: timeSchema,
  timeZone: timeZoneSchema.optional(),
  meetingLink: meetingLinkSchema.default(""),
  /** "Cancelled" cancels; any other value reinstates (the status then follows the schedule). */
  tcStatus: z.string().trim().max(20).optional(),
};

/** A training (batch) as staff write it. */
export const trainingBodySchema = z
  .object(trainingFields)
  .refine((t) => t.endDate >= t.startDate, { message: "End date must be on or after the start date.", path: ["endDate"] });
export type TrainingBody = z.infer<typeof trainingBodySchema>;
export type TrainingBodyInput = z.input<typeof trainingBodySchema>;
export const trainingFieldNames = ["courseId", "startDate", "endDate", "startTime", "endTime", "timeZone", "meetingLink", "tcStatus"] as const;

// ---------------------------------------------------------------- enrolments

export const EMAIL_LIST_MAX = 200;
const emailSchema = z
  .string({ message: "Learner email is required." })
  .trim()
  .toLowerCase()
  .min(1, "Learner email is required.")
  .max(254, "Email format is invalid.")
  .email("Email format is invalid.");

/** Splits pasted text (commas, semicolons, spaces, new lines) into addresses, "Name <a@b>" included. */
export function splitEmails(text: string): string[] {
  return text
    .replace(/[^,;\n<>]*<([^<>]*)>/g, " $1 ")
    .split(/[\s,;]+/)
    .map((piece) => piece.trim())
    .filter(Boolean);
}

/** POST /api/admin/enrollments: one learner (`userEmail`) or many (`userEmails`, a list or pasted text). */
export const enrolmentCreateSchema = z
  .object({
    trainingId: idSchema,
    userEmail: z.string().trim().optional(),
    userEmails: z.union([z.array(z.string().max(320)).max(EMAIL_LIST_MAX), z.string().max(EMAIL_LIST_MAX * 320)]).optional(),
    isActive: z.boolean({ message: "isActive must be true or false." }).default(true),
  })
  .superRefine((body, ctx) => {
    if (body.userEmails !== undefined) {
      const list = Array.isArray(body.userEmails) ? body.userEmails.flatMap(splitEmails) : splitEmails(body.userEmails);
      if (list.length === 0) ctx.addIssue({ code: "custom", path: ["userEmails"], message: "Paste at least one email address." });
      if (list.length > EMAIL_LIST_MAX) ctx.addIssue({ code: "custom", path: ["userEmails"], message: `At most ${EMAIL_LIST_MAX} addresses at a time.` });
      return;
    }
    const single = emailSchema.safeParse(body.userEmail ?? "");
    if (!single.success) ctx.addIssue({ code: "custom", path: ["userEmail"], message: single.error.issues[0]?.message ?? "Email format is invalid." });
  });
export type EnrolmentCreateBody = z.infer<typeof enrolmentCreateSchema>;

export function isEmail(value: string): boolean {
  return emailSchema.safeParse(value).success;
}

export const enrolmentUpdateSchema = z.object({
  isActive: z.boolean({ message: "isActive must be true or false." }),
});

export const enrolmentQuerySchema = z.object({
  trainingId: z.string().trim().optional(),
  userEmail: z.string().trim().optional(),
  userId: z.string().trim().optional(),
});

// ---------------------------------------------------------------- enquiries

// The same lists as db/schema/operations.ts (not imported: this file is bundled for the browser).
const enquiryStatuses = ["new", "contacted", "closed"] as const;
const trainingTypes = ["Individual", "Enterprise"] as const;

export const enquiryStatusOptions = enquiryStatuses;
export const enquiryTypeOptions = trainingTypes;
export const NOTE_MAX_LENGTH = 5000;

export const enquiryUpdateSchema = z
  .object({
    status: z.enum(enquiryStatuses, { message: "Status must be new, contacted or closed." }).optional(),
    note: z.string({ message: "The note must be text." }).max(NOTE_MAX_LENGTH, `The note must be at most ${NOTE_MAX_LENGTH} characters.`).optional(),
  })
  .refine((b) => b.status !== undefined || b.note !== undefined, { message: "Send a status, a note or both.", path: ["status"] });
export type EnquiryUpdateBody = z.infer<typeof enquiryUpdateSchema>;

const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" || v === null || v === "all" ? undefined : v), schema.optional());

export const enquiryQuerySchema = z.object({
  status: optionalFilter(z.enum(enquiryStatuses, { message: "Status must be new, contacted or closed." })),
  type: optionalFilter(z.enum(trainingTypes, { message: "Type must be Individual or Enterprise." })),
  course: optionalFilter(z.string().trim().max(200)),
  q: optionalFilter(z.string().trim().max(200)),
});
export type EnquiryQuery = z.infer<typeof enquiryQuerySchema>;

// ---------------------------------------------------------------- clients

export const clientBodySchema = z.object({
  clientName: z.string({ message: "Client name is required." }).trim().min(1, "Client name is required.").max(100, "Client name must be at most 100 characters."),
  clientImage: z
    .string({ message: "A logo is required: upload one or give its URL." })
    .trim()
    .min(1, "A logo is required: upload one or give its URL.")
    .pipe(imageUrlSchema),
  position: z.coerce.number({ message: "Order must be a number." }).int("Order must be a whole number.").min(0, "Order must be 0 or more.").max(10_000).optional(),
});
export type ClientBody = z.infer<typeof clientBodySchema>;
export type ClientBodyInput = z.input<typeof clientBodySchema>;

// ---------------------------------------------------------------- reviews, users

export const reviewVisibilitySchema = z.object({
  isVisible: z.boolean({ message: "isVisible must be true or false." }),
});

export const userQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  role: z.enum(["learner", "staff", "all"]).optional(),
});

// ---------------------------------------------------------------- helpers for forms

/** Field → first message, keyed by the dotted path (what the API answers in `errors`). */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    errors[key] ??= issue.message;
  }
  return errors;
}
