// The enquiries' words and rules, held once: db/schema, the staff console's forms and the API use them.
// No server imports (the console's forms run it in the browser).
import { z } from "zod";
import { wire } from "./wire";

/** What a visitor asks training for. */
export const trainingTypes = ["Individual", "Enterprise"] as const;
export type TrainingType = (typeof trainingTypes)[number];

/** Where staff are with an enquiry. */
export const enquiryStatuses = ["new", "contacted", "quoted", "won", "lost"] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];
export const enquiryStatusLabels: Record<EnquiryStatus, string> = { new: "New", contacted: "Contacted", quoted: "Quoted", won: "Won", lost: "Lost" };

export const STAFF_NOTE_MAX_LENGTH = 5000;
const STATUS_MESSAGE = "Status must be new, contacted, quoted, won or lost.";

/** The follow-up staff record on an enquiry: its status and/or the staff note. */
export const enquiryFollowUpFields = z.object({
  status: z.enum(enquiryStatuses, { message: STATUS_MESSAGE }).optional(),
  staffNote: z
    .string({ message: "The note must be text." })
    .max(STAFF_NOTE_MAX_LENGTH, `The note must be at most ${STAFF_NOTE_MAX_LENGTH} characters.`)
    .optional(),
});
export type EnquiryFollowUp = z.output<typeof enquiryFollowUpFields>;

/** PUT /api/admin/contact-messages/{id} {status?, note?}: at least one of them. */
export const enquiryFollowUpWire = wire(
  enquiryFollowUpFields,
  { staffNote: "note" },
  {
    check(value, issue) {
      if (value.status === undefined && value.staffNote === undefined) issue("status", "Send a status, a note or both.");
    },
  },
);

/** A filter value from a query string or a filter form: empty or "all" means no filter. */
const optionalFilter = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" || v === null || v === "all" ? undefined : v), schema.optional());

/** The inbox's filters, in product words. */
export const enquiryFilterFields = z.object({
  status: optionalFilter(z.enum(enquiryStatuses, { message: STATUS_MESSAGE })).describe(enquiryStatuses.join(", ")),
  trainingType: optionalFilter(z.enum(trainingTypes, { message: "Type must be Individual or Enterprise." })).describe(trainingTypes.join(" or ")),
  courseTitle: optionalFilter(z.string().trim().max(200)).describe("the course named in the enquiry (part of it, any case)"),
  q: optionalFilter(z.string().trim().max(200)).describe("search in name, email, phone, message, course and note"),
});
export type EnquiryFilterFields = z.output<typeof enquiryFilterFields>;

/** GET /api/admin/contact-messages(/export)?status=&type=&course=&q= and the inbox page's filter form. */
export const enquiryFilterWire = wire(enquiryFilterFields, { trainingType: "type", courseTitle: "course" });
