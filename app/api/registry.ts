// Every route module of the API. /api/openapi.json is generated from their contracts and the browser's typed
// client (components/api/client.ts) takes its paths and types from them. The list is generated
// (app/api/routes.generated.ts, `npm run routes:generate`); tests/unit/routes-generated.test.ts fails when it is stale.
import { env } from "@/lib/env";
import { defineRoute, type RouteHandler } from "@/lib/http/contract";
import { openApiDocument } from "@/lib/openapi/generate";
import { apiRouteModules } from "./routes.generated";

/**
 * GET /api/openapi.json lists every route, this one included, so it is declared here beside the list rather than in
 * its route file (which exports it): the registry imports every route and no route imports the registry.
 */
const openApi = {
  GET: defineRoute("GET /api/openapi.json", {
    access: "public",
    summary: "This document (OpenAPI 3.1), generated from the route contracts",
    tags: ["Operations"],
    produces: "application/json",
    handler: async () => Response.json(openApiDocument(env().APP_URL, apiHandlers())),
  }),
};
export const openApiRoute = openApi.GET;

const modules = [...apiRouteModules, openApi] as const;

/** Every handler of every module (a function only: read at request time, the modules import each other). */
export function apiHandlers(): RouteHandler[] {
  return modules.flatMap((m) => Object.values(m).filter((value): value is RouteHandler => typeof value === "function" && "contract" in value));
}

/** The union of every declared handler, for the typed client. */
type HandlersOf<M> = M extends unknown ? M[keyof M] : never;
export type ApiHandler = HandlersOf<(typeof modules)[number]>;
