import { updateProfile } from "@/lib/accounts/service";
import { requireUser } from "@/lib/auth/session";
import { ok } from "@/lib/http/envelope";
import { apiRoute, readJson } from "@/lib/http/route";
import { accountMessages, profileBodySchema } from "@/lib/validation/account";

// PUT /api/user/updateUserDetails – name and organization of the caller's own account; any other field is ignored
export const PUT = apiRoute(async (request) => {
  const { user } = await requireUser(request);
  const changes = await readJson(request, profileBodySchema);
  return ok(await updateProfile(user._id, changes), accountMessages.profileUpdated);
});
