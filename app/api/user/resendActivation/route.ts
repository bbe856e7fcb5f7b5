import { resendActivation } from "@/lib/accounts/service";
import { clientIp } from "@/lib/http/client-ip";
import { ok } from "@/lib/http/envelope";
import { apiRoute, readJson } from "@/lib/http/route";
import { accountMessages, emailOnlyBodySchema } from "@/lib/validation/account";

// POST /api/user/resendActivation – a new activation link for an account that never activated; same answer for any email
export const POST = apiRoute(async (request) => {
  const { email } = await readJson(request, emailOnlyBodySchema);
  await resendActivation(email, clientIp(request));
  return ok(undefined, accountMessages.activationResent);
});
