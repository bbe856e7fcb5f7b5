import { z } from "zod";
import { defineRoute, pageFields, wholeOrPage } from "@/lib/http/contract";
import { staffListAnswer, staffListFields } from "@/lib/http/staff-list";
import { staffEnquiryAnswer } from "@/lib/enquiries/answers";
import { enquiriesToCsv } from "@/lib/enquiries/csv";
import { keysetPageOfStaffEnquiries, listStaffEnquiries, pageOfStaffEnquiries } from "@/lib/enquiries/staff";
import { download } from "@/lib/http/download";
import { now } from "@/lib/clock";
import { enquiryListWire } from "@/lib/validation/enquiries";

export const GET = defineRoute("GET /api/admin/contact-messages", {
  access: "staff",
  summary:
    "The enquiries inbox, newest first: a page of 50 (next/prev cursors); page/pageSize for a numbered page with its total; all=true for the whole inbox (at most 5,000); format=csv for it as a file",
  query: enquiryListWire.schema,
  response: z.array(staffEnquiryAnswer),
  extra: { ...pageFields, ...staffListFields },
  message: "Enquiries fetched.",
  handler: async ({ query: { page, pageSize, after, before, limit, all, format, ...filter } }) => {
    if ((page !== undefined || pageSize !== undefined) && format !== "csv") {
      return wholeOrPage(
        { page, pageSize },
        () => listStaffEnquiries(filter),
        (number, size) => pageOfStaffEnquiries(filter, number, size),
      );
    }
    if (format === "csv")
      return download(enquiriesToCsv(await listStaffEnquiries(filter)), { filename: `enquiries-${now().toISOString().slice(0, 10)}.csv`, type: "text/csv" });
    return staffListAnswer(
      { after, before, limit, all, format },
      { whole: () => listStaffEnquiries(filter), page: (request) => keysetPageOfStaffEnquiries(filter, request) },
    );
  },
});
