import { z } from "zod";
import { defineRoute, pageFields, wholeOrPage } from "@/lib/http/contract";
import { staffEnquiryAnswer } from "@/lib/enquiries/answers";
import { listStaffEnquiries, pageOfStaffEnquiries } from "@/lib/enquiries/staff";
import { enquiryListWire } from "@/lib/validation/enquiries";

export const GET = defineRoute("GET /api/admin/contact-messages", {
  access: "staff",
  summary: "The enquiries inbox, newest first (or a page of it)",
  tags: ["Staff: enquiries"],
  query: enquiryListWire.schema,
  response: z.array(staffEnquiryAnswer),
  extra: pageFields,
  message: "Enquiries fetched.",
  handler: ({ query: { page, pageSize, ...filter } }) =>
    wholeOrPage({ page, pageSize }, () => listStaffEnquiries(filter), (number, size) => pageOfStaffEnquiries(filter, number, size)),
});
