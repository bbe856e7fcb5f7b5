import { env } from "@/lib/env";
import { openApiDocument } from "@/lib/openapi/document";

// GET /api/openapi.json – the OpenAPI 3.1 description of the whole API
export function GET() {
  return Response.json(openApiDocument(env().APP_URL));
}
