import { z } from "zod";
import { getDatabase } from "@/db";
import { resolveSession } from "@/lib/auth/session";
import { defineRoute, reply } from "@/lib/http/contract";
import { fail } from "@/lib/http/envelope";
import { log } from "@/lib/log";
import { countUndeliverableMail } from "@/lib/mail/outbox";

const noStore = { "Cache-Control": "no-store" };

export const GET = defineRoute("GET /readyz", {
  access: "public",
  summary: "Readiness: 200 only while the database answers (within 2 s)",
  tags: ["Operations"],
  response: z
    .object({ undeliverableMail: z.number().int().describe("unsent mail that has failed for hours (still retried hourly)") })
    .optional()
    .describe("staff only: the public sees no counts"),
  errors: { 503: "The database does not answer" },
  handler: async ({ request }) => {
    try {
      const handle = await getDatabase();
      await Promise.race([handle.ping(), new Promise((_, reject) => setTimeout(() => reject(new Error("database ping timed out")), 2_000).unref())]);
      // Counts are for staff: the public learns only that the service is ready.
      const session = await resolveSession(request).catch(() => undefined);
      if (session?.user.role !== "staff") return reply(undefined, { message: "ready", headers: noStore });
      return reply({ undeliverableMail: await countUndeliverableMail() }, { message: "ready", headers: noStore });
    } catch (err) {
      log.warn("readiness check failed", { err });
      return fail(503, "database unavailable", {}, noStore);
    }
  },
});
