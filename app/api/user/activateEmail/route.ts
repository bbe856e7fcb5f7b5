import { activateAccount } from "@/lib/accounts/service";
import { ApiError } from "@/lib/http/api-error";
import { clientIp } from "@/lib/http/client-ip";
import { fail, ok } from "@/lib/http/envelope";
import { apiRoute, readJson } from "@/lib/http/route";
import { accountMessages, activateBodySchema } from "@/lib/validation/account";

// POST /api/user/activateEmail – uses an emailed activation link; `msg` repeats `message`, as the earlier client read it
export const POST = apiRoute(async (request) => {
  try {
    const { activation_token } = await readJson(request, activateBodySchema);
    await activateAccount(activation_token, clientIp(request));
  } catch (err) {
    if (err instanceof ApiError && err.status === 400) return fail(400, err.message, { msg: err.message });
    throw err;
  }
  return ok(undefined, accountMessages.activated, { extra: { msg: accountMessages.activated } });
});
