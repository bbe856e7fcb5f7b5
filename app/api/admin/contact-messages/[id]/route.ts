import { staffEnquiryAnswer } from "@/lib/enquiries/answers";
import { getStaffEnquiry, setEnquiryFollowUp } from "@/lib/enquiries/staff";
import { staffRead, staffUpdate } from "@/lib/http/staff-records";
import { enquiryFollowUpWire } from "@/lib/validation/enquiries";

const path = "/api/admin/contact-messages/{id}";
const tags = ["Staff: enquiries"];

export const GET = staffRead(path, { summary: "One enquiry", tags, response: staffEnquiryAnswer, message: "Enquiry fetched.", read: getStaffEnquiry });

export const PUT = staffUpdate(path, {
  summary: "Set an enquiry's status (new, contacted, closed) and/or the staff note (audited)",
  tags,
  body: enquiryFollowUpWire.schema,
  response: staffEnquiryAnswer,
  message: "Enquiry saved.",
  save: setEnquiryFollowUp,
});
