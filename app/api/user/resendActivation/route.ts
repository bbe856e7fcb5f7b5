import { resendActivation } from "@/lib/operations/accounts/resend-activation";
import { defineRoute } from "@/lib/http/contract";
import { accountMessages, emailOnlyBodySchema } from "@/lib/validation/account";

export const POST = defineRoute("POST /api/user/resendActivation", {
  access: "public",
  summary: "Send a new activation link to an account that never activated (the same answer for any email)",
  body: emailOnlyBodySchema,
  message: accountMessages.activationResent,
  errors: { 429: "Too many requests" },
  handler: async ({ body, ip }) => {
    await resendActivation(body.email, ip);
  },
});
