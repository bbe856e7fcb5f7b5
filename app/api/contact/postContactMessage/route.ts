import { defineRoute } from "@/lib/http/contract";
import { enquiryReceiptAnswer } from "@/lib/enquiries/answers";
import { enquiryRateLimit } from "@/lib/enquiries/writes";
import { createEnquiry } from "@/lib/operations/enquiries/create-enquiry";
import { contactBody } from "@/lib/validation/contact";
import { contactFormMessages } from "@/lib/validation/contact-rules";

export const POST = defineRoute("POST /api/contact/postContactMessage", {
  access: "public",
  summary: "Send an enquiry (stored, and the inbox notice queued, before the answer)",
  rateLimit: enquiryRateLimit,
  body: contactBody,
  response: enquiryReceiptAnswer,
  message: contactFormMessages.thankYou,
  errors: { 400: "Invalid input: the form's message", 429: "Too many messages from this address (Retry-After)" },
  handler: ({ body }) => createEnquiry(body),
});
