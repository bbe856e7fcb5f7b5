import "server-only";
import { z } from "zod";
import { enquiryEventKinds } from "../../db/schema";
import { answer, instant } from "../http/answer-schema";
import { trainingTypes } from "../validation/contact-rules";
import { enquiryStatuses } from "../validation/enquiries";
import type { Enquiry, EnquiryEvent, EnquiryWithTimeline } from "./types";

// The API's names for enquiries (api.md §2, §4; sales-and-batches.md §1): the product's Enquiry becomes the legacy shape here, and only here.

/** POST /api/contact/postContactMessage: the stored enquiry's id. */
export const enquiryReceiptAnswer = answer(z.object({ _id: z.string() }).meta({ id: "EnquiryReceipt" }), (e: { id: string }) => ({ _id: e.id }));

const nullableText = z.string().nullable();

const enquirySource = z
  .object({ page: nullableText, referrer: nullableText, utmSource: nullableText, utmMedium: nullableText, utmCampaign: nullableText })
  .describe("where the visitor was when they wrote")
  .meta({ id: "EnquirySource" });

const staffEnquiryShape = {
  _id: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  contactTrainingType: z.enum(trainingTypes),
  contactMessage: z.string(),
  contactCourse: z.string().nullable(),
  status: z.enum(enquiryStatuses),
  note: z.string().describe("the latest staff note (every note is in the timeline)"),
  ownerId: z.string().nullable().describe("the staff member who owns it"),
  followUpOn: z.string().nullable().describe("YYYY-MM-DD"),
  lostReason: z.string().nullable(),
  source: enquirySource,
  duplicateOf: z.array(z.string()).describe("other enquiries with the same email (any case) or the same phone digits, oldest first, at most 20"),
  createdAt: instant,
  updatedAt: instant,
};

const toWire = (e: Enquiry) => ({
  _id: e.id,
  contactName: e.name,
  contactEmail: e.email,
  contactPhone: e.phone,
  contactTrainingType: e.trainingType,
  contactMessage: e.message,
  contactCourse: e.courseTitle ?? null,
  status: e.status,
  note: e.staffNote,
  ownerId: e.ownerId,
  followUpOn: e.followUpOn,
  lostReason: e.lostReason,
  source: e.source,
  duplicateOf: e.duplicateOf,
  createdAt: e.createdAt.toISOString(),
  updatedAt: e.updatedAt.toISOString(),
});

export const staffEnquiryAnswer = answer(z.object(staffEnquiryShape).meta({ id: "StaffEnquiry" }), toWire);

const timelineEntry = z
  .object({
    at: instant,
    actorId: z.string().nullable().describe("the staff member; null for the visitor and for the product itself"),
    kind: z.enum(enquiryEventKinds),
    text: z.string(),
  })
  .meta({ id: "EnquiryTimelineEntry" });
const entryToWire = (e: EnquiryEvent) => ({ at: e.at.toISOString(), actorId: e.actorId, kind: e.kind, text: e.text });

/** POST /api/admin/contact-messages/{id}/notes: the new entry. */
export const enquiryTimelineEntryAnswer = answer(timelineEntry, entryToWire);

/** GET/PUT /api/admin/contact-messages/{id}: the enquiry with its timeline, newest first. */
export const staffEnquiryDetailAnswer = answer(
  z.object({ ...staffEnquiryShape, timeline: z.array(timelineEntry).describe("newest first") }).meta({ id: "StaffEnquiryDetail" }),
  (e: EnquiryWithTimeline) => ({ ...toWire(e), timeline: e.timeline.map(entryToWire) }),
);
