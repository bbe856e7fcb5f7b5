import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { trainingTypes } from "../../lib/validation/contact-rules";
import { enquiryStatuses } from "../../lib/validation/enquiries";
import { belongsTo, createdAt, idColumn, oneOf, updatedAt } from "./_columns";
import { users } from "./accounts";
import { courses } from "./courses";

/** Where a visitor was when they wrote (sales-and-batches.md §1): page, referrer and UTM parameters. */
export interface EnquirySource {
  page: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

/** Enquiries sent from the contact forms; stored before the visitor is thanked. */
export const enquiries = pgTable(
  "contact_messages",
  {
    id: idColumn(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    trainingType: text("training_type", { enum: trainingTypes }).notNull(),
    message: text("message").notNull(),
    // The course's title as the visitor saw it (kept for old rows, mails and the staff page) and the course itself,
    // when the enquiry came from its page (lib/enquiries/writes.ts checks it exists); a deleted course leaves the title.
    course: text("course"),
    courseId: text("course_id").references(() => courses.id, { onDelete: "set null" }),
    // The visitor agreed to WhatsApp messages about payments (billing-and-delivery.md §6).
    contactWhatsapp: boolean("contact_whatsapp").notNull().default(false),
    status: text("status", { enum: enquiryStatuses }).notNull().default("new"),
    staffNote: text("staff_note").notNull().default(""),
    // The staff member who owns the enquiry; the pipeline's follow-up date and why it was lost.
    ownerId: text("owner_id").references(() => users.id, { onDelete: "set null" }),
    followUpOn: date("follow_up_on", { mode: "string" }),
    lostReason: text("lost_reason"),
    source: jsonb("source").$type<EnquirySource>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("contact_messages_status_created_idx").on(t.status, t.createdAt, t.id),
    index("contact_messages_created_idx").on(t.createdAt, t.id),
    index("contact_messages_owner_follow_up_idx").on(t.ownerId, t.followUpOn),
    // The course filter's titles, read by skipping from one title to the next (lib/enquiries/staff.ts listEnquiryCourseTitles).
    index("contact_messages_course_idx").on(t.course),
    // Possible duplicates (lib/enquiries/reads.ts): the oldest 20 with the same email or phone digits, read in index order.
    index("contact_messages_email_lower_idx").on(sql`lower(${t.email})`, t.createdAt, t.id),
    index("contact_messages_phone_digits_idx").on(sql`regexp_replace(${t.phone}, '[^0-9]', '', 'g')`, t.createdAt, t.id),
    check("contact_messages_type_check", oneOf(t.trainingType, trainingTypes)),
    check("contact_messages_status_check", oneOf(t.status, enquiryStatuses)),
  ],
);

/**
 * How many enquiries are in each status, kept by the trigger contact_messages_count_status (migration
 * 0015_catalogue_list_indexes) on every insert, delete, change of status and truncate of contact_messages: the
 * console shows the counts on its inbox, its start page and every page's badge, and counting a large company's
 * 200,000 enquiries took 150 ms a page. The application only reads it.
 */
export const enquiryStatusCounts = pgTable("enquiry_status_counts", {
  status: text("status", { enum: enquiryStatuses }).primaryKey(),
  n: bigint("n", { mode: "number" }).notNull().default(0),
});

export const enquiryEventKinds = ["created", "status", "note", "owner", "follow-up", "quote", "booking"] as const;
export type EnquiryEventKind = (typeof enquiryEventKinds)[number];

/** An enquiry's timeline: every change and note, with who and when. Appended to, never edited. */
export const enquiryEvents = pgTable(
  "enquiry_events",
  {
    id: idColumn(),
    enquiryId: belongsTo("enquiry_id", () => enquiries.id),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    // Null for the visitor (created) and for work the product did by itself.
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind", { enum: enquiryEventKinds }).notNull(),
    text: text("text").notNull().default(""),
  },
  (t) => [index("enquiry_events_enquiry_at_idx").on(t.enquiryId, t.at), check("enquiry_events_kind_check", oneOf(t.kind, enquiryEventKinds))],
);
