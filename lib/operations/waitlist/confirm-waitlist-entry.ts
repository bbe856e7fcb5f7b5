import "server-only";
import { confirmWaitlistEntry as domainConfirmWaitlistEntry } from "../../batches/waitlist";

/** POST /api/waitlist/confirm and the /waitlist/confirm page's button: the mailed token's entry is confirmed, so it counts when a seat frees (lib/batches). */
export const confirmWaitlistEntry: typeof domainConfirmWaitlistEntry = (...args) => domainConfirmWaitlistEntry(...args);
