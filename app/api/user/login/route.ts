import { login } from "@/lib/accounts/service";
import { isCrossSiteWrite, sessionCookie } from "@/lib/auth/session";
import { ApiError } from "@/lib/http/api-error";
import { clientIp } from "@/lib/http/client-ip";
import { ok } from "@/lib/http/envelope";
import { apiRoute, readJson } from "@/lib/http/route";
import { accountMessages, loginBodySchema } from "@/lib/validation/account";

// POST /api/user/login – sign in: the session cookie for the web pages, the same token as accessToken for API clients
export const POST = apiRoute(async (request) => {
  // Login CSRF: another site must not sign a visitor into an account of its choosing.
  if (isCrossSiteWrite(request)) throw new ApiError("forbidden", "Cross-site requests are not allowed.");
  const { email, password } = await readJson(request, loginBodySchema);
  const { token, user } = await login(email, password, clientIp(request), request.headers.get("user-agent") ?? "");
  return ok(user, accountMessages.loginSuccess, { extra: { accessToken: token }, headers: { "Set-Cookie": sessionCookie(token) } });
});
