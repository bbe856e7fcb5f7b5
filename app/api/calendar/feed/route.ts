import { z } from "zod";
import { getFeedUrl } from "@/lib/calendar/feed";
import { revokeFeed } from "@/lib/operations/calendar/revoke-feed";
import { createFeed } from "@/lib/operations/calendar/create-feed";
import { defineRoute } from "@/lib/http/contract";

const feed = z.object({ url: z.string().nullable().describe("the private .ics URL, null while there is none") }).meta({ id: "CalendarFeed" });

export const GET = defineRoute("GET /api/calendar/feed", {
  access: "learner",
  summary: "The caller's private calendar feed URL (null when none)",
  response: feed,
  handler: async ({ user }) => ({ url: (await getFeedUrl(user._id)) ?? null }),
});

export const POST = defineRoute("POST /api/calendar/feed", {
  access: "learner",
  summary: "A new private feed URL; the previous one stops working",
  response: feed,
  message: "Your calendar feed is ready.",
  handler: async ({ user }) => ({ url: await createFeed(user._id) }),
});

export const DELETE = defineRoute("DELETE /api/calendar/feed", {
  access: "learner",
  summary: "Turn the feed URL off",
  response: feed,
  message: "Your calendar feed has been turned off.",
  handler: async ({ user }) => {
    await revokeFeed(user._id);
    return { url: null };
  },
});
