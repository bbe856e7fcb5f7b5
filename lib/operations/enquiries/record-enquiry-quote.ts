import "server-only";
import { recordEnquiryQuote as domainRecordEnquiryQuote } from "../../enquiries/quotes";

/** POST /api/admin/contact-messages/{id}/quotes: a quote given outside the quote builder, on the enquiry's timeline (lib/enquiries). */
export const recordEnquiryQuote: typeof domainRecordEnquiryQuote = (...args) => domainRecordEnquiryQuote(...args);
