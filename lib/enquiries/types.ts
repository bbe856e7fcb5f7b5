import type { TrainingType } from "../validation/contact-rules";
import type { EnquirySourceFields, EnquiryStatus, NewEnquiry } from "../validation/enquiries";
import type { EnquiryEventKind } from "../../db/schema/enquiries";

/** An enquiry as staff see it: the visitor's words and where staff are with it in the pipeline. */
export interface Enquiry extends Omit<NewEnquiry, "source"> {
  id: string;
  status: EnquiryStatus;
  /** The latest note (every note is kept in the timeline). */
  staffNote: string;
  ownerId: string | null;
  /** YYYY-MM-DD. */
  followUpOn: string | null;
  lostReason: string | null;
  source: EnquirySourceFields;
  /** The course of the page it was sent from (null for other pages and for enquiries stored before it was kept). */
  courseId: string | null;
  /** Other enquiries from the same email (any case) or the same phone digits, oldest first (at most 20). */
  duplicateOf: string[];
  createdAt: Date;
  updatedAt: Date;
}

/** One entry of an enquiry's timeline. */
export interface EnquiryEvent {
  at: Date;
  actorId: string | null;
  kind: EnquiryEventKind;
  text: string;
}

/** One enquiry with its timeline, newest first. */
export interface EnquiryWithTimeline extends Enquiry {
  timeline: EnquiryEvent[];
}

/** The inbox's filters (all optional). */
export interface EnquiryFilter {
  id?: string;
  /** Only these enquiries. */
  ids?: readonly string[];
  status?: EnquiryStatus;
  /** Only these stages (the follow-ups). */
  statuses?: readonly EnquiryStatus[];
  trainingType?: TrainingType;
  /** Part of the course's title, any case. */
  courseTitle?: string;
  /** Searches the name, email, phone, message, course and note. */
  q?: string;
  /** A staff member's id, or "none" for enquiries nobody owns. */
  ownerId?: string;
  /** Follow-up on or before this date (YYYY-MM-DD). */
  followUpBefore?: string;
  /** At most this many, the newest (5000 when not given). */
  limit?: number;
}

export type EnquiryCounts = Record<EnquiryStatus, number>;

/** A staff member who may own enquiries. */
export interface EnquiryOwner {
  id: string;
  name: string;
  email: string;
}
