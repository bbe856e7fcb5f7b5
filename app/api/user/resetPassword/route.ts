import { resetPassword } from "@/lib/operations/accounts/reset-password";
import { clearedSessionCookies } from "@/lib/auth/session";
import { defineRoute, reply } from "@/lib/http/contract";
import { accountMessages, resetPasswordBodySchema } from "@/lib/validation/account";

export const POST = defineRoute("POST /api/user/resetPassword", {
  access: "public",
  summary: "Set a new password from an emailed link; every session of the account ends, nobody is signed in",
  body: resetPasswordBodySchema,
  errors: { 400: "The password breaks the rule, or the link is invalid, used or expired", 429: "Too many attempts" },
  handler: async ({ body, ip }) => {
    await resetPassword(body.activation_token, body.password, ip);
    return reply(undefined, { message: accountMessages.resetDone, headers: clearedSessionCookies() });
  },
});
