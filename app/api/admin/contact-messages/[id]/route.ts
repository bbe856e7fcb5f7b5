import { staffEnquiryDetailAnswer } from "@/lib/enquiries/answers";
import { getStaffEnquiry } from "@/lib/enquiries/staff";
import { setEnquiryFollowUp } from "@/lib/operations/enquiries/set-enquiry-follow-up";
import { staffRecord } from "@/lib/http/staff-records";
import { enquiryFollowUpWire } from "@/lib/validation/enquiries";

const enquiry = staffRecord("/api/admin/contact-messages/{id}", { noun: "Enquiry", response: staffEnquiryDetailAnswer });

export const GET = enquiry.read({ summary: "One enquiry with its timeline (newest first)", read: getStaffEnquiry });

export const PUT = enquiry.update({
  summary:
    "Move an enquiry through the pipeline (new, contacted, quoted, won, lost with a reason; closed is stored as lost), set its owner or follow-up date, or append a note: each change one timeline entry (audited)",
  body: enquiryFollowUpWire.schema,
  errors: { 400: "lost without a lostReason, an owner who is not staff, a bad date", 404: "Enquiry not found." },
  save: setEnquiryFollowUp,
});
