import { z } from "zod";
import { activateAccount } from "@/lib/operations/accounts/activate-account";
import { ApiError } from "@/lib/errors";
import { defineRoute, reply } from "@/lib/http/contract";
import { fail, validationError } from "@/lib/http/envelope";
import { accountMessages, activateBodySchema } from "@/lib/validation/account";

function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

export const POST = defineRoute("POST /api/user/activateEmail", {
  access: "public",
  summary: "Activate the account of an emailed link (24 hours, single use); `msg` repeats `message`, as the earlier client read it",
  // Read loosely, checked below: every refusal of this call carries `msg`, a missing token's too.
  body: z.object({ activation_token: z.unknown().optional().describe("the token of the emailed link") }),
  extra: { msg: z.string() },
  errors: { 400: "The link is invalid, used or expired (`msg` repeats it)", 429: "Too many attempts" },
  handler: async ({ body, ip }) => {
    try {
      const { activation_token } = parseBody(activateBodySchema, body);
      await activateAccount(activation_token, ip);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) return fail(400, err.message, { msg: err.message });
      throw err;
    }
    return reply(undefined, { message: accountMessages.activated, extra: { msg: accountMessages.activated } });
  },
});
