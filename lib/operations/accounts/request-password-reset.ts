import "server-only";
import { requestPasswordReset as domainRequestPasswordReset } from "../../accounts/service";

/** POST /api/user/forgetPassword: a reset link mailed to a known account (lib/accounts). */
export const requestPasswordReset: typeof domainRequestPasswordReset = (...args) => domainRequestPasswordReset(...args);
