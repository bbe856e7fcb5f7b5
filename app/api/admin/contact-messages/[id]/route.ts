import { defineRoute, idParams } from "@/lib/http/contract";
import { staffEnquiryAnswer } from "@/lib/enquiries/answers";
import { getStaffEnquiry, setEnquiryFollowUp } from "@/lib/enquiries/staff";
import { enquiryFollowUpWire } from "@/lib/validation/enquiries";

export const GET = defineRoute("GET /api/admin/contact-messages/{id}", {
  access: "staff",
  summary: "One enquiry",
  tags: ["Staff: enquiries"],
  params: idParams,
  response: staffEnquiryAnswer,
  message: "Enquiry fetched.",
  handler: ({ params }) => getStaffEnquiry(params.id),
});

export const PUT = defineRoute("PUT /api/admin/contact-messages/{id}", {
  access: "staff",
  summary: "Set an enquiry's status (new, contacted, closed) and/or the staff note (audited)",
  tags: ["Staff: enquiries"],
  params: idParams,
  body: enquiryFollowUpWire.schema,
  response: staffEnquiryAnswer,
  message: "Enquiry saved.",
  handler: ({ user, params, body }) => setEnquiryFollowUp(user._id, params.id, body),
});
