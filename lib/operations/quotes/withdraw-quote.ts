import "server-only";
import { withdrawQuote as domainWithdrawQuote } from "../../quotes/writes";

/** PUT /api/admin/quotes/{id}: a sent quote withdrawn, so its link no longer accepts; audited (lib/quotes). */
export const withdrawQuote: typeof domainWithdrawQuote = (...args) => domainWithdrawQuote(...args);
