import "server-only";
import { z } from "zod";
import { answer, instant } from "../http/contract";
import { enquiryStatuses, trainingTypes } from "../validation/enquiries";
import type { Enquiry } from "./types";

// The API's names for enquiries (api.md §2, §4): the product's Enquiry becomes the legacy shape here, and only here.

/** POST /api/contact/postContactMessage: the stored enquiry's id. */
export const enquiryReceiptAnswer = answer(z.object({ _id: z.string() }).meta({ id: "EnquiryReceipt" }), (e: { id: string }) => ({ _id: e.id }));

const staffEnquiry = z
  .object({
    _id: z.string(),
    contactName: z.string(),
    contactEmail: z.string(),
    contactPhone: z.string(),
    contactTrainingType: z.enum(trainingTypes),
    contactMessage: z.string(),
    contactCourse: z.string().nullable(),
    status: z.enum(enquiryStatuses),
    note: z.string().describe("the staff note"),
    createdAt: instant,
    updatedAt: instant,
  })
  .meta({ id: "StaffEnquiry" });

export const staffEnquiryAnswer = answer(staffEnquiry, (e: Enquiry) => ({
  _id: e.id,
  contactName: e.name,
  contactEmail: e.email,
  contactPhone: e.phone,
  contactTrainingType: e.trainingType,
  contactMessage: e.message,
  contactCourse: e.courseTitle ?? null,
  status: e.status,
  note: e.staffNote,
  createdAt: e.createdAt.toISOString(),
  updatedAt: e.updatedAt.toISOString(),
}));
