import { requireUser } from "@/lib/auth/session";
import { ok } from "@/lib/http/envelope";
import { apiRoute } from "@/lib/http/route";

// GET /api/user/authVerify – the signed-in user, or 401 for a missing, bad, expired or revoked session
export const GET = apiRoute(async (request) => {
  const { user } = await requireUser(request);
  return ok(user, "Authenticated.");
});
