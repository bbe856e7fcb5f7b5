import { staffEnquiryDetailAnswer } from "@/lib/enquiries/answers";
import { getStaffEnquiry, setEnquiryFollowUp } from "@/lib/enquiries/staff";
import { staffRead, staffUpdate } from "@/lib/http/staff-records";
import { enquiryFollowUpWire } from "@/lib/validation/enquiries";

const path = "/api/admin/contact-messages/{id}";
const tags = ["Staff: enquiries"];

export const GET = staffRead(path, {
  summary: "One enquiry with its timeline (newest first)",
  tags,
  response: staffEnquiryDetailAnswer,
  message: "Enquiry fetched.",
  read: getStaffEnquiry,
});

export const PUT = staffUpdate(path, {
  summary:
    "Move an enquiry through the pipeline (new, contacted, quoted, won, lost with a reason; closed is stored as lost), set its owner or follow-up date, or append a note: each change one timeline entry (audited)",
  tags,
  body: enquiryFollowUpWire.schema,
  response: staffEnquiryDetailAnswer,
  message: "Enquiry saved.",
  errors: { 400: "lost without a lostReason, an owner who is not staff, a bad date", 404: "Enquiry not found." },
  save: setEnquiryFollowUp,
});
