import "server-only";
import { activateAccount as domainActivateAccount } from "../../accounts/service";

/** POST /api/user/activateEmail: the emailed link's token activates its account, once (lib/accounts). */
export const activateAccount: typeof domainActivateAccount = (...args) => domainActivateAccount(...args);
