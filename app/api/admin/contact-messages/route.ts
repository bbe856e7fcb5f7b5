import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { staffEnquiryAnswer } from "@/lib/enquiries/answers";
import { listStaffEnquiries } from "@/lib/enquiries/staff";
import { enquiryFilterWire } from "@/lib/validation/enquiries";

export const GET = defineRoute("GET /api/admin/contact-messages", {
  access: "staff",
  summary: "The enquiries inbox, newest first",
  tags: ["Staff: enquiries"],
  query: enquiryFilterWire.schema,
  response: z.array(staffEnquiryAnswer),
  message: "Enquiries fetched.",
  handler: ({ query }) => listStaffEnquiries(query),
});
