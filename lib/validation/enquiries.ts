// The enquiries' words and rules, held once: db/schema, the staff console's forms and the API use them.
// No server imports (the console's forms run it in the browser).
import { z } from "zod";
import { datePattern } from "./common";
import { trainingTypes, type TrainingType } from "./contact-rules";
import { pageQuery, staffListQuery } from "./paging";
import { wire } from "./wire";

/** The pipeline's stages (sales-and-batches.md §1): new → contacted → quoted → won or lost. */
export const enquiryStatuses = ["new", "contacted", "quoted", "won", "lost"] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];
export const enquiryStatusLabels: Record<EnquiryStatus, string> = { new: "New", contacted: "Contacted", quoted: "Quoted", won: "Won", lost: "Lost" };
/** The stages an enquiry is still being worked in (its follow-ups count). */
export const openEnquiryStatuses = ["new", "contacted", "quoted"] as const satisfies readonly EnquiryStatus[];

/** What a write may say: the stages, and the earlier `closed`, stored as `lost` (reason "closed" unless one is given). */
export const enquiryWriteStatuses = [...enquiryStatuses, "closed"] as const;
export type EnquiryWriteStatus = (typeof enquiryWriteStatuses)[number];
export const CLOSED_LOST_REASON = "closed";

export const STAFF_NOTE_MAX_LENGTH = 5000;
export const LOST_REASON_MAX_LENGTH = 500;
/** Each field of a visitor's source (page, referrer, UTM parameters) is kept up to this length. */
export const SOURCE_FIELD_MAX_LENGTH = 500;

export const enquiryMessages = {
  status: "Status must be new, contacted, quoted, won or lost.",
  nothing: "Send a change: a status, a note, an owner, a follow-up date or a lost reason.",
  noteText: "The note must be text.",
  noteEmpty: "Write a note.",
  noteLength: `The note must be at most ${STAFF_NOTE_MAX_LENGTH} characters.`,
  owner: "The owner must be a staff member.",
  followUp: "The follow-up date must be a date (YYYY-MM-DD).",
  lostReasonRequired: "Give the reason the enquiry was lost.",
  lostReasonLength: `The lost reason must be at most ${LOST_REASON_MAX_LENGTH} characters.`,
  lostReasonNotLost: "Only a lost enquiry has a lost reason.",
  ownerFilter: "Owner must be a staff member's id or none.",
  followUpBefore: "followUpBefore must be a date (YYYY-MM-DD).",
} as const;
const m = enquiryMessages;

/** Where a visitor was when they wrote: every field a string or null. */
export const enquirySourceKeys = ["page", "referrer", "utmSource", "utmMedium", "utmCampaign"] as const;
export type EnquirySourceKey = (typeof enquirySourceKeys)[number];
export type EnquirySourceFields = Record<EnquirySourceKey, string | null>;

/**
 * A visitor's `contactSource` as sent: each field kept when it is a non-empty string of at most 500 characters,
 * anything else dropped (never an error: a visitor must never fail to write because of where they came from).
 * Undefined when nothing is left.
 */
export function cleanEnquirySource(raw: unknown): EnquirySourceFields | undefined {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return undefined;
  const record = raw as Record<string, unknown>;
  const keep = (value: unknown) => (typeof value === "string" && value.trim() && [...value].length <= SOURCE_FIELD_MAX_LENGTH ? value.trim() : null);
  const source = Object.fromEntries(enquirySourceKeys.map((key) => [key, keep(record[key])])) as EnquirySourceFields;
  return enquirySourceKeys.some((key) => source[key] !== null) ? source : undefined;
}

const isRealDate = (value: string) => {
  const d = new Date(`${value}T00:00:00Z`);
  return datePattern.test(value) && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};
const dateOf = (message: string) => z.string({ message }).refine(isRealDate, message);
/** "" or null clears a value; undefined leaves it as it is. */
const emptyIsNull = (value: unknown) => (value === "" ? null : value);

const noteText = z.string({ message: m.noteText }).trim().max(STAFF_NOTE_MAX_LENGTH, m.noteLength);

/** The changes staff make to an enquiry, each one optional; `staffNote` is a note to append. */
export const enquiryFollowUpFields = z.object({
  status: z.enum(enquiryWriteStatuses, { message: m.status }).optional(),
  staffNote: noteText.optional().transform((v) => v || undefined),
  ownerId: z.preprocess(
    emptyIsNull,
    z
      .string({ message: m.owner })
      .regex(/^[A-Za-z0-9]{1,64}$/, m.owner)
      .nullable()
      .optional(),
  ),
  followUpOn: z.preprocess(emptyIsNull, dateOf(m.followUp).nullable().optional()),
  lostReason: z.preprocess(
    emptyIsNull,
    z
      .string({ message: m.lostReasonLength })
      .trim()
      .max(LOST_REASON_MAX_LENGTH, m.lostReasonLength)
      .nullable()
      .optional()
      .transform((v) => (v === "" ? null : v)),
  ),
});
export type EnquiryFollowUp = z.output<typeof enquiryFollowUpFields>;

/** PUT /api/admin/contact-messages/{id} {status?, note?, ownerId?, followUpOn?, lostReason?}: at least one of them. */
export const enquiryFollowUpWire = wire(
  enquiryFollowUpFields,
  { staffNote: "note" },
  {
    check(value, issue) {
      if (Object.values(value).every((v) => v === undefined)) issue("status", m.nothing);
      if (value.status === "lost" && !value.lostReason) issue("lostReason", m.lostReasonRequired);
    },
  },
);

/** POST /api/admin/contact-messages/{id}/notes {text}. */
export const enquiryNoteBody = z.object({
  text: z
    .string({ message: m.noteEmpty })
    .trim()
    .min(1, m.noteEmpty)
    .max(STAFF_NOTE_MAX_LENGTH, m.noteLength)
    .describe(`the note, 1 to ${STAFF_NOTE_MAX_LENGTH} characters`),
});

/** A filter value from a query string or a filter form: empty or "all" means no filter. */
const optionalFilter = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" || v === null || v === "all" ? undefined : v), schema.optional());

/** The inbox's filters, in product words. */
export const enquiryFilterFields = z.object({
  status: optionalFilter(z.preprocess((v) => (v === "closed" ? "lost" : v), z.enum(enquiryStatuses, { message: m.status }))).describe(
    `${enquiryStatuses.join(", ")} (closed is read as lost)`,
  ),
  trainingType: optionalFilter(z.enum(trainingTypes, { message: "Type must be Individual or Enterprise." })).describe(trainingTypes.join(" or ")),
  courseTitle: optionalFilter(z.string().trim().max(200)).describe("the course named in the enquiry (part of it, any case)"),
  q: optionalFilter(z.string().trim().max(200)).describe("search in name, email, phone, message, course and note"),
  ownerId: optionalFilter(z.string().regex(/^[A-Za-z0-9]{1,64}$/, m.ownerFilter)).describe("a staff member's id, or none for enquiries nobody owns"),
  followUpBefore: optionalFilter(dateOf(m.followUpBefore)).describe("enquiries whose follow-up date is on or before this date (YYYY-MM-DD)"),
});
export type EnquiryFilterFields = z.output<typeof enquiryFilterFields>;

const enquiryFilterNames = { trainingType: "type", courseTitle: "course", ownerId: "owner" } as const;
/** GET /api/admin/contact-messages/export?status=&type=&course=&q=&owner=&followUpBefore=: the whole filtered inbox. */
export const enquiryFilterWire = wire(enquiryFilterFields, enquiryFilterNames);
/**
 * GET /api/admin/contact-messages with the same filters plus &page=&pageSize= (that page, with its total), or the
 * staff list's paging (after/before/limit: a keyset page of 50 by default; all=true for the whole inbox).
 */
export const enquiryListWire = wire(enquiryFilterFields.extend(pageQuery.shape).extend(staffListQuery.shape), enquiryFilterNames);

/** What a visitor sends through a contact form, checked and written down the one way it is stored. */
export interface NewEnquiry {
  name: string;
  email: string;
  /** "+<dial code> <digits>". */
  phone: string;
  trainingType: TrainingType;
  message: string;
  /** The course it is about, when sent from a course page (its title, as the visitor saw it). */
  courseTitle?: string;
  /** Where the visitor was (page, referrer, UTM parameters), when the form said. */
  source?: EnquirySourceFields;
  /** Consent to WhatsApp messages about payments (contactWhatsapp). */
  whatsapp?: boolean;
}
