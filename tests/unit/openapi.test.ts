import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/lib/openapi/document";

const appDir = path.join(process.cwd(), "app");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** Every route handler that belongs to the API: app/api/**, the OTP calls under app/auth, and the health checks. */
function apiRoutes(): { path: string; methods: string[] }[] {
  const found: { path: string; methods: string[] }[] = [];
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
        if (!/^\/(api|auth)\//.test(routePath) && !["/healthz", "/readyz"].includes(routePath)) continue;
        const source = fs.readFileSync(full, "utf8");
        const methods = METHODS.filter((m) => new RegExp(`export (const|async function|function) ${m}\\b`).test(source));
        found.push({ path: routePath, methods });
      }
    }
  };
  walk(appDir);
  return found;
}

describe("/api/openapi.json describes the whole API (api.md §4)", () => {
  const document = openApiDocument("http://localhost:3000");
  const paths = document.paths as Record<string, Record<string, unknown>>;

  it("is OpenAPI 3.1", () => {
    expect(document.openapi).toBe("3.1.0");
  });

  it.each(apiRoutes().flatMap((r) => r.methods.map((m) => [m, r.path] as const)))("%s %s is described", (method, routePath) => {
    expect(paths[routePath], `no entry for ${routePath}`).toBeDefined();
    expect(paths[routePath]![method.toLowerCase()], `no ${method} for ${routePath}`).toBeDefined();
  });

  it("describes no route that does not exist", () => {
    const real = new Set(apiRoutes().map((r) => r.path));
    const described = Object.keys(paths).filter((p) => !real.has(p));
    expect(described).toEqual([]);
  });
});
