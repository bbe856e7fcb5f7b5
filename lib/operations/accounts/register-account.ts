import "server-only";
import { registerAccount as domainRegisterAccount } from "../../accounts/service";

/** POST /api/user/register: a learner account on a verified phone, its activation link mailed; a known email's owner is mailed a notice (lib/accounts). */
export const registerAccount: typeof domainRegisterAccount = (...args) => domainRegisterAccount(...args);
