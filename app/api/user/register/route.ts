import { registerAccount } from "@/lib/operations/accounts/register-account";
import { defineRoute } from "@/lib/http/contract";
import { accountMessages, registerBodySchema } from "@/lib/validation/account";

export const POST = defineRoute("POST /api/user/register", {
  access: "public",
  summary:
    "Register a learner: needs the phone verified through the OTP calls within 15 minutes; a known email answers the same (its owner is mailed a notice)",
  body: registerBodySchema,
  message: accountMessages.registered,
  errors: { 429: "Too many registrations from this address" },
  handler: async ({ body, ip }) => {
    await registerAccount(body, ip);
  },
});
