import { clearedSessionCookie, requireUser, revokeSession } from "@/lib/auth/session";
import { ApiError } from "@/lib/http/api-error";
import { fail, ok } from "@/lib/http/envelope";
import { apiRoute } from "@/lib/http/route";
import { accountMessages } from "@/lib/validation/account";

// POST /api/user/logout – revokes this session on the server (cookie or Bearer) and clears the cookie
export const POST = apiRoute(async (request) => {
  let sessionId: string;
  try {
    ({ sessionId } = await requireUser(request));
  } catch (err) {
    // A dead session still gets its cookie cleared.
    if (err instanceof ApiError && err.status === 401) return fail(401, err.message, {}, { "Set-Cookie": clearedSessionCookie() });
    throw err;
  }
  await revokeSession(sessionId);
  return ok(undefined, accountMessages.loggedOut, { headers: { "Set-Cookie": clearedSessionCookie() } });
});
