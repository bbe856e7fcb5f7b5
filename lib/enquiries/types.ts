import type { EnquiryStatus, TrainingType } from "../validation/enquiries";

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
}

/** An enquiry as staff see it: the visitor's words, where staff are with it and their note. */
export interface Enquiry extends NewEnquiry {
  id: string;
  status: EnquiryStatus;
  staffNote: string;
  createdAt: Date;
  updatedAt: Date;
}

/** The inbox's filters (all optional). */
export interface EnquiryFilter {
  id?: string;
  status?: EnquiryStatus;
  trainingType?: TrainingType;
  /** Part of the course's title, any case. */
  courseTitle?: string;
  /** Searches the name, email, phone, message, course and note. */
  q?: string;
  /** At most this many, the newest (5000 when not given). */
  limit?: number;
}

export type EnquiryCounts = Record<EnquiryStatus, number>;
