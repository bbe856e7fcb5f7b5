import "server-only";
import { changePassword as domainChangePassword } from "../../accounts/service";

/** POST /api/user/updateUserPassword: a new password given the current one; every session of the account ends (lib/accounts). */
export const changePassword: typeof domainChangePassword = (...args) => domainChangePassword(...args);
