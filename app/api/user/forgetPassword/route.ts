import { requestPasswordReset } from "@/lib/accounts/service";
import { clientIp } from "@/lib/http/client-ip";
import { ok } from "@/lib/http/envelope";
import { apiRoute, readJson } from "@/lib/http/route";
import { accountMessages, emailOnlyBodySchema } from "@/lib/validation/account";

// POST /api/user/forgetPassword – a reset link for a known account; the same answer whether the email is known or not
export const POST = apiRoute(async (request) => {
  const { email } = await readJson(request, emailOnlyBodySchema);
  await requestPasswordReset(email, clientIp(request));
  return ok(undefined, accountMessages.resetRequested);
});
