import { openApiRoute } from "../registry";

// Declared in app/api/registry.ts: the document lists every route, so the list owns it.
export const GET = openApiRoute;
