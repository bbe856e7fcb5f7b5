import { resetPassword } from "@/lib/accounts/service";
import { clearedSessionCookie } from "@/lib/auth/session";
import { clientIp } from "@/lib/http/client-ip";
import { ok } from "@/lib/http/envelope";
import { apiRoute, readJson } from "@/lib/http/route";
import { accountMessages, resetPasswordBodySchema } from "@/lib/validation/account";

// POST /api/user/resetPassword – a new password from an emailed link; every session of the account ends, nobody is signed in
export const POST = apiRoute(async (request) => {
  const { password, activation_token } = await readJson(request, resetPasswordBodySchema);
  await resetPassword(activation_token, password, clientIp(request));
  return ok(undefined, accountMessages.resetDone, { headers: { "Set-Cookie": clearedSessionCookie() } });
});
