import "server-only";
import { createQuote as domainCreateQuote } from "../../quotes/writes";

/** POST /api/admin/quotes: a quote priced line by line, its PDF mailed to the buyer with the accept link (lib/quotes). */
export const createQuote: typeof domainCreateQuote = (...args) => domainCreateQuote(...args);
