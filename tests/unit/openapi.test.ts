import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { apiHandlers } from "@/app/api/registry";
import { httpMethods, type RouteHandler } from "@/lib/http/contract";
import { openApiDocument } from "@/lib/openapi/generate";

const appDir = path.join(process.cwd(), "app");

/** Every route handler file: app/api/**, the OTP calls under app/auth, uploaded files and the health checks. */
function apiRouteFiles(): { file: string; path: string; methods: string[] }[] {
  const found: { file: string; path: string; methods: string[] }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "route.ts") {
        const segments = path
          .relative(appDir, dir)
          .split(path.sep)
          .filter((s) => !/^\(.*\)$/.test(s))
          .map((s) => s.replace(/^\[(.+)\]$/, "{$1}"));
        const routePath = `/${segments.join("/")}`;
        if (!/^\/(api|auth|uploads)\//.test(routePath) && !["/healthz", "/readyz"].includes(routePath)) continue;
        const source = fs.readFileSync(full, "utf8");
        const methods = httpMethods.filter((m) => new RegExp(`export (const|async function|function) ${m}\\b`).test(source));
        found.push({ file: path.relative(process.cwd(), full), path: routePath, methods });
      }
    }
  };
  walk(appDir);
  return found;
}

describe("/api/openapi.json describes the whole API, generated from the route contracts", () => {
  const document = openApiDocument("http://localhost:3000", apiHandlers());
  const paths = document.paths as Record<string, Record<string, unknown>>;
  const routes = apiRouteFiles();

  it("is OpenAPI 3.1", () => {
    expect(document.openapi).toBe("3.1.0");
  });

  it.each(routes.flatMap((r) => r.methods.map((m) => [m, r.path] as const)))("%s %s is described", (method, routePath) => {
    expect(paths[routePath], `no entry for ${routePath}`).toBeDefined();
    expect(paths[routePath]![method.toLowerCase()], `no ${method} for ${routePath}`).toBeDefined();
  });

  it("describes no route that does not exist", () => {
    const real = new Set(routes.map((r) => r.path));
    expect(Object.keys(paths).filter((p) => !real.has(p))).toEqual([]);
  });

  it.each(routes.map((r) => [r.file, r] as const))(
    "%s: each method is a contract declared for its own path, listed in app/api/registry.ts",
    async (_file, route) => {
      const routeModule = (await import(/* @vite-ignore */ path.join(process.cwd(), route.file))) as Record<string, unknown>;
      const registered = new Set(apiHandlers());
      for (const method of route.methods) {
        const handler = routeModule[method] as RouteHandler;
        expect(handler.contract, `${method} is not declared with defineRoute`).toBeDefined();
        expect(`${handler.contract.method} ${handler.contract.path}`).toBe(`${method} ${route.path}`);
        expect(registered.has(handler), `${route.file} is missing from app/api/registry.ts`).toBe(true);
      }
    },
  );

  it("has a summary, and a security requirement or an explicit none, on every operation", () => {
    for (const [routePath, operations] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(operations as Record<string, { summary?: string; security?: unknown }>)) {
        expect(op.summary, `${method} ${routePath}`).toBeTruthy();
      }
    }
  });
});
