import "server-only";
import { addEnquiryNote as domainAddEnquiryNote } from "../../enquiries/staff";

/** POST /api/admin/contact-messages/{id}/notes: a staff note on the enquiry's timeline (lib/enquiries). */
export const addEnquiryNote: typeof domainAddEnquiryNote = (...args) => domainAddEnquiryNote(...args);
