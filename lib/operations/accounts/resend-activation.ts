import "server-only";
import { resendActivation as domainResendActivation } from "../../accounts/service";

/** POST /api/user/resendActivation: a new activation link for an account that never activated (lib/accounts). */
export const resendActivation: typeof domainResendActivation = (...args) => domainResendActivation(...args);
