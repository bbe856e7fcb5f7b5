// Enrolling learners: fields and messages, once (the console's form and the staff API).
import { z } from "zod";
import { idField } from "./common";
import { keysetQuery, staffPageQuery } from "./paging";
import { wire } from "./wire";

export const EMAIL_LIST_MAX = 200;
const emailSchema = z
  .string({ message: "Learner email is required." })
  .trim()
  .toLowerCase()
  .min(1, "Learner email is required.")
  .max(254, "Email format is invalid.")
  .email("Email format is invalid.");

export function isEmail(value: string): boolean {
  return emailSchema.safeParse(value).success;
}

/** Splits pasted text (commas, semicolons, spaces, new lines) into addresses, "Name <a@b>" included. */
export function splitEmails(text: string): string[] {
  return (
    text
      // A name starts where no name character precedes it: tried from inside a long run, the pattern would rescan the
      // rest of the run at every character (quadratic), and a match from there would also be one from the run's start.
      .replace(/(?<![^,;\n<>])[^,;\n<>]*<([^<>]*)>/g, " $1 ")
      .split(/[\s,;]+/)
      .map((piece) => piece.trim())
      .filter(Boolean)
  );
}

/** Every address of a pasted list or a list of pasted pieces. */
export const emailsOf = (value: string | string[]) => (Array.isArray(value) ? value.flatMap(splitEmails) : splitEmails(value));

/** One learner (`email`) or many (`emails`: a list or pasted text) into a training. */
export const enrolmentFields = z.object({
  trainingId: idField,
  email: z.string().trim().optional(),
  emails: z.union([z.array(z.string().max(320)).max(EMAIL_LIST_MAX), z.string().max(EMAIL_LIST_MAX * 320)]).optional(),
  isActive: z.boolean({ message: "isActive must be true or false." }).default(true),
});
export type EnrolmentFields = z.output<typeof enrolmentFields>;

/** POST /api/admin/enrollments {trainingId, userEmail | userEmails, isActive}. */
export const enrolmentWire = wire(
  enrolmentFields,
  { email: "userEmail", emails: "userEmails" },
  {
    check(value, issue) {
      if (value.emails !== undefined) {
        const list = emailsOf(value.emails);
        if (list.length === 0) issue("emails", "Paste at least one email address.");
        if (list.length > EMAIL_LIST_MAX) issue("emails", `At most ${EMAIL_LIST_MAX} addresses at a time.`);
        return;
      }
      const single = emailSchema.safeParse(value.email ?? "");
      if (!single.success) issue("email", single.error.issues[0]?.message ?? "Email format is invalid.");
    },
  },
);

/** PUT /api/admin/enrollments/{id}. */
export const enrolmentActivation = z.object({
  isActive: z.boolean({ message: "isActive must be true or false." }),
  overrideReason: z
    .string()
    .trim()
    .max(500, "The reason can have at most 500 characters.")
    .optional()
    .transform((v) => v || undefined)
    .describe("required to activate a booking's enrolment before the booking is paid; a decision against the booking's rule is kept with it (audited)"),
});

/** GET /api/admin/enrollments?trainingId=&userEmail=&userId=&page=&pageSize= (whole, up to 2,000, without paging). */
export const enrolmentQueryWire = wire(
  z.object({
    trainingId: idField.optional().describe("only this training's"),
    learnerEmail: z.string().trim().max(254).optional().describe("the learner's exact email, any case"),
    learnerId: idField.optional().describe("only this learner's"),
    ...staffPageQuery.shape,
    ...keysetQuery.shape,
  }),
  { learnerEmail: "userEmail", learnerId: "userId" },
);
