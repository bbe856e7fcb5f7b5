import { registerAccount } from "@/lib/accounts/service";
import { clientIp } from "@/lib/http/client-ip";
import { ok } from "@/lib/http/envelope";
import { apiRoute, readJson } from "@/lib/http/route";
import { accountMessages, registerBodySchema } from "@/lib/validation/account";

// POST /api/user/register – a learner account for a freshly verified phone; the activation link goes by email
export const POST = apiRoute(async (request) => {
  const body = await readJson(request, registerBodySchema);
  await registerAccount(body, clientIp(request));
  return ok(undefined, accountMessages.registered);
});
