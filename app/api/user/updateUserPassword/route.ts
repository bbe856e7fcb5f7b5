import { changePassword } from "@/lib/accounts/service";
import { clearedSessionCookie, requireUser } from "@/lib/auth/session";
import { ok } from "@/lib/http/envelope";
import { apiRoute, readJson } from "@/lib/http/route";
import { accountMessages, changePasswordBodySchema } from "@/lib/validation/account";

// POST /api/user/updateUserPassword – needs the current password; ends every session of the account, this one included
export const POST = apiRoute(async (request) => {
  const { user } = await requireUser(request);
  const { password, npassword } = await readJson(request, changePasswordBodySchema);
  await changePassword(user._id, password, npassword);
  return ok(undefined, accountMessages.passwordUpdated, { headers: { "Set-Cookie": clearedSessionCookie() } });
});
