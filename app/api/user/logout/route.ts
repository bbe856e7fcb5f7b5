import { clearedSessionCookies } from "@/lib/auth/session";
import { signOut } from "@/lib/operations/auth/sign-out";
import { defineRoute, reply } from "@/lib/http/contract";
import { accountMessages } from "@/lib/validation/account";

// A dead session gets its cookie cleared with the 401 (the contract's wrapper does that for every route).
export const POST = defineRoute("POST /api/user/logout", {
  access: "learner",
  summary: "Revoke this session on the server (cookie or Bearer) and clear the cookie",
  handler: async ({ session }) => {
    await signOut(session.sessionId);
    return reply(undefined, { message: accountMessages.loggedOut, headers: clearedSessionCookies() });
  },
});
