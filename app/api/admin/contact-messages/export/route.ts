import { defineRoute } from "@/lib/http/contract";
import { enquiriesCsvResponse } from "@/lib/enquiries/csv";
import { listStaffEnquiries } from "@/lib/enquiries/staff";
import { enquiryFilterWire } from "@/lib/validation/enquiries";

export const GET = defineRoute("GET /api/admin/contact-messages/export", {
  access: "staff",
  summary: "The filtered inbox as a CSV download (UTF-8 with a byte-order mark; cells that would run as formulas get a leading apostrophe)",
  query: enquiryFilterWire.schema,
  produces: "text/csv",
  handler: async ({ query }) => enquiriesCsvResponse(await listStaffEnquiries(query)),
});
