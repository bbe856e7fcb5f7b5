import "server-only";
import { updateProfile as domainUpdateProfile } from "../../accounts/service";

/** PUT /api/user/updateUserDetails: the caller's name, organisation and reminder channels (lib/accounts). */
export const updateProfile: typeof domainUpdateProfile = (...args) => domainUpdateProfile(...args);
