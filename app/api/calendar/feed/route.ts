import { requireUser } from "@/lib/auth/session";
import { createFeed, getFeedUrl, revokeFeed } from "@/lib/calendar/feed";
import { ok } from "@/lib/http/envelope";
import { apiRoute } from "@/lib/http/route";

// GET /api/calendar/feed – the caller's private calendar feed URL (null when none)
export const GET = apiRoute(async (request) => {
  const { user } = await requireUser(request);
  return ok({ url: (await getFeedUrl(user._id)) ?? null });
});

// POST /api/calendar/feed – a new feed URL; the previous one stops working
export const POST = apiRoute(async (request) => {
  const { user } = await requireUser(request);
  return ok({ url: await createFeed(user._id) }, "Your calendar feed is ready.");
});

// DELETE /api/calendar/feed – revoke the feed URL
export const DELETE = apiRoute(async (request) => {
  const { user } = await requireUser(request);
  await revokeFeed(user._id);
  return ok({ url: null }, "Your calendar feed has been turned off.");
});
