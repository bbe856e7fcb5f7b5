import "server-only";
import { resetPassword as domainResetPassword } from "../../accounts/service";

/** POST /api/user/resetPassword: the emailed link's new password; every session of the account ends (lib/accounts). */
export const resetPassword: typeof domainResetPassword = (...args) => domainResetPassword(...args);
