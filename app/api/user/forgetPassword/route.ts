import { requestPasswordReset } from "@/lib/operations/accounts/request-password-reset";
import { defineRoute } from "@/lib/http/contract";
import { accountMessages, emailOnlyBodySchema } from "@/lib/validation/account";

export const POST = defineRoute("POST /api/user/forgetPassword", {
  access: "public",
  summary: "Email a reset link (1 hour, single use) to a known account; the same answer for any email",
  body: emailOnlyBodySchema,
  message: accountMessages.resetRequested,
  errors: { 429: "Too many requests" },
  handler: async ({ body, ip }) => {
    await requestPasswordReset(body.email, ip);
  },
});
