import { defineRoute, reply } from "@/lib/http/contract";

export const GET = defineRoute("GET /healthz", {
  access: "public",
  summary: "Liveness: 200 while the process runs",
  tags: ["Operations"],
  handler: async () => reply(undefined, { message: "ok", headers: { "Cache-Control": "no-store" } }),
});
