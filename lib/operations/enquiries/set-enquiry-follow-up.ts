import "server-only";
import { setEnquiryFollowUp as domainSetEnquiryFollowUp } from "../../enquiries/staff";

/** PUT /api/admin/contact-messages/{id}: an enquiry's status, owner and follow-up date; audited (lib/enquiries). */
export const setEnquiryFollowUp: typeof domainSetEnquiryFollowUp = (...args) => domainSetEnquiryFollowUp(...args);
