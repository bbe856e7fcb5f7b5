import { z } from "zod";
import { calendarOfFeed, feedOwner } from "@/lib/calendar/feed";
import { ApiError } from "@/lib/errors";
import { defineRoute } from "@/lib/http/contract";

export const GET = defineRoute("GET /api/calendar/feed/{file}", {
  access: "public",
  summary: "A private feed of the owner's active enrolments and, for a trainer, the batches they teach ({token}.ics: the token is the credential)",
  params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]+\.ics$/) }),
  produces: "text/calendar",
  errors: { 404: "Unknown, forged or revoked token" },
  handler: async ({ params }) => {
    const owner = await feedOwner(params.file.slice(0, -4));
    if (!owner) throw new ApiError("not_found", "Calendar not found.");
    return new Response(await calendarOfFeed(owner), {
      headers: { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" },
    });
  },
});
