import { staffEnquiryDetailAnswer } from "@/lib/enquiries/answers";
import { recordEnquiryQuote } from "@/lib/operations/enquiries/record-enquiry-quote";
import { defineRoute } from "@/lib/http/contract";
import { enquiryQuoteBody } from "@/lib/validation/enquiry-quotes";

export const POST = defineRoute("POST /api/admin/contact-messages/{id}/quotes", {
  access: "staff",
  summary:
    "Record a quote given to the enquirer: appends a `quote` entry to the timeline and moves a new or contacted enquiry to quoted (audited); answers the enquiry with its timeline",
  body: enquiryQuoteBody,
  response: staffEnquiryDetailAnswer,
  status: 201,
  message: "Quote recorded.",
  errors: { 400: "an amount that is not more than 0, has more than 2 decimals, or a currency that is not ISO 4217", 404: "Enquiry not found." },
  handler: ({ user, params, body }) => recordEnquiryQuote(user._id, params.id, body),
});
