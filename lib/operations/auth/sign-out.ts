import "server-only";
import { revokeSession } from "../../auth/session";

/** POST /api/user/logout: the caller's session is revoked on the server (lib/auth). */
export const signOut: typeof revokeSession = (...args) => revokeSession(...args);
