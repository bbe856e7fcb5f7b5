import { changePassword } from "@/lib/operations/accounts/change-password";
import { clearedSessionCookies } from "@/lib/auth/session";
import { defineRoute, reply } from "@/lib/http/contract";
import { accountMessages, changePasswordBodySchema } from "@/lib/validation/account";

export const POST = defineRoute("POST /api/user/updateUserPassword", {
  access: "learner",
  summary: "Change the password (needs the current one); every session of the account ends, this one included",
  body: changePasswordBodySchema,
  errors: { 400: "Wrong current password, or the new one breaks the rule", 429: "Too many attempts" },
  handler: async ({ user, body }) => {
    await changePassword(user._id, body.password, body.npassword);
    return reply(undefined, { message: accountMessages.passwordUpdated, headers: clearedSessionCookies() });
  },
});
