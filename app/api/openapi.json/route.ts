import { env } from "@/lib/env";
import { defineRoute } from "@/lib/http/contract";
import { openApiDocument } from "@/lib/openapi/generate";
import { apiHandlers } from "../registry";

export const GET = defineRoute("GET /api/openapi.json", {
  access: "public",
  summary: "This document (OpenAPI 3.1), generated from the route contracts",
  tags: ["Operations"],
  produces: "application/json",
  handler: async () => Response.json(openApiDocument(env().APP_URL, apiHandlers())),
});
