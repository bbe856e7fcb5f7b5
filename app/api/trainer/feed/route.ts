import { z } from "zod";
import { feedUrlOrNew } from "@/lib/calendar/feed";
import { defineRoute } from "@/lib/http/contract";

export const GET = defineRoute("GET /api/trainer/feed", {
  access: "trainer",
  summary: "The trainer's private calendar feed URL (.ics of the batches they teach), made on first ask; POST/DELETE /api/calendar/feed renew or turn it off",
  response: z.object({ url: z.string().describe("the private .ics URL: whoever has it sees the sessions") }),
  handler: async ({ user }) => ({ url: await feedUrlOrNew(user._id) }),
});
