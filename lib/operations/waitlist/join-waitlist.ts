import "server-only";
import { joinWaitlist as domainJoinWaitlist } from "../../batches/waitlist";

/** POST /api/training/{id}/waitlist: a place on a full batch's waitlist, its confirmation link mailed (lib/batches). */
export const joinWaitlist: typeof domainJoinWaitlist = (...args) => domainJoinWaitlist(...args);
