import { z } from "zod";
import {
  characterCount,
  contactFormMessages,
  emailProblem,
  MESSAGE_MAX_LENGTH,
  nameProblem,
  normalisePhone,
  phoneProblem,
  trainingTypes,
  type TrainingType,
} from "./contact-rules";
import { cleanEnquirySource, type NewEnquiry } from "./enquiries";
import { wire } from "./wire";

// The contact form's schema: its words and field rules are in contact-rules.ts, which the browser loads first.

const text = (message: string) => z.string({ message }).default("");
const m = contactFormMessages;

/**
 * An enquiry as the contact forms write it. `country` (the dropdown's ISO code) is optional for API clients
 * that send only "+<dial code> <number>"; `courseTitle` is set by the course page's form.
 */
export const contactFields = z.object({
  name: text(m.nameRequired).describe("3 to 30 letters and spaces"),
  email: text(m.emailRequired),
  country: z.string().optional().describe("the ISO 3166 code chosen in the form (decides the allowed lengths when a dial code is shared)"),
  phone: text(m.phoneRequired).describe("dial code plus number, e.g. +91 9876543210"),
  trainingType: z.string({ message: m.trainingTypeRequired }).default("").describe(trainingTypes.join(" or ")),
  message: text(m.messageRequired).describe(`at most ${MESSAGE_MAX_LENGTH} characters`),
  courseTitle: z.string().max(200, m.courseTooLong).optional().describe("the course, when sent from a course page"),
  whatsapp: z
    .boolean({ message: "contactWhatsapp must be true or false." })
    .optional()
    .describe("true: the visitor agrees to payment messages on WhatsApp (billing-and-delivery.md §6)"),
  source: z
    .unknown()
    .optional()
    .transform(cleanEnquirySource)
    .describe(
      "{page, referrer, utmSource, utmMedium, utmCampaign}: where the visitor was (strings of at most 500 characters; anything else is dropped, never an error)",
    ),
});
type ContactFields = z.output<typeof contactFields>;

/** POST /api/contact/postContactMessage {contactName, contactEmail, contactCountry?, contactPhone, contactTrainingType, contactMessage, contactCourse?, contactSource?}. */
export const contactWire = wire(
  contactFields,
  {
    name: "contactName",
    email: "contactEmail",
    country: "contactCountry",
    phone: "contactPhone",
    trainingType: "contactTrainingType",
    message: "contactMessage",
    courseTitle: "contactCourse",
    whatsapp: "contactWhatsapp",
    source: "contactSource",
  },
  {
    // One problem per field, in the form's order; the first is the answer's message.
    check(value, issue) {
      const problems: [keyof ContactFields, string | undefined][] = [
        ["name", nameProblem(value.name)],
        ["email", emailProblem(value.email)],
        ["phone", phoneProblem(value.phone, value.country)],
        ["trainingType", (trainingTypes as readonly string[]).includes(value.trainingType) ? undefined : m.trainingTypeRequired],
        ["message", !value.message.trim() ? m.messageRequired : undefined],
        ["message", characterCount(value.message) > MESSAGE_MAX_LENGTH ? m.messageTooLong : undefined],
        ["courseTitle", value.courseTitle !== undefined && !value.courseTitle.trim() ? m.courseRequired : undefined],
      ];
      for (const [field, message] of problems) if (message) issue(field, message);
    },
  },
);

/** The route's body: the API's names in, checked, then written down the one way it is stored (trimmed, "+<dial> <digits>"). */
export const contactBody = contactWire.schema.transform((value): NewEnquiry => ({
  name: value.name.trim().replace(/ +/g, " "),
  email: value.email.trim(),
  phone: normalisePhone(value.phone),
  trainingType: value.trainingType as TrainingType,
  message: value.message.trim(),
  courseTitle: value.courseTitle?.trim() || undefined,
  ...(value.whatsapp ? { whatsapp: true } : {}),
  ...(value.source ? { source: value.source } : {}),
}));
