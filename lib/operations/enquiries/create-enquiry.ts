import "server-only";
import { createEnquiry as domainCreateEnquiry } from "../../enquiries/writes";

/** POST /api/contact/postContactMessage: the enquiry stored and the inbox notice queued (lib/enquiries). */
export const createEnquiry: typeof domainCreateEnquiry = (...args) => domainCreateEnquiry(...args);
