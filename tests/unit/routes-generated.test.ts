import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPageCache, pageKey, publicRequests } from "@/server/page-cache";
import { templatesPattern } from "@/lib/routes";
import { routeTable } from "@/lib/routes.generated";
import { isProtectedPath } from "@/proxy";
import { addressOf, generateRoutes, REGENERATE } from "@/scripts/routes-generate";

describe("the generated route table (scripts/routes-generate.ts)", () => {
  it("is what the declarations say today: each committed file is current", { timeout: 60_000 }, async () => {
    const { files } = await generateRoutes(process.cwd());
    expect(Object.keys(files).sort()).toEqual(["app/api/routes.generated.ts", "lib/routes.generated.ts"]);
    for (const [file, text] of Object.entries(files)) {
      const committed = fs.readFileSync(path.join(process.cwd(), file), "utf8");
      expect(committed === text, `${file} is stale: run \`${REGENERATE}\` and commit it`).toBe(true);
    }
  });

  it("declares the public pages, the protected areas and the sitemap beside the pages", () => {
    expect(routeTable.publicPages).toContain("/training-courses/course/[courseSlug]");
    expect(routeTable.pagedPages).toEqual(["/training-courses", "/training-courses/category/[categorySlug]"]);
    expect(routeTable.publicApi).toContain("/api/course/getCourseById/{id}");
    expect(routeTable.protectedPrefixes).toEqual(["/account", "/account-settings", "/admin", "/my-learning"]);
    expect(routeTable.sitemapPages.map((p) => p.path)).toEqual(["/", "/training-courses", "/about-us", "/contact", "/privacy-policy", "/terms-conditions"]);
  });

  it("lists every page whose address holds a token as secret: a [token] segment, or a token in its query", () => {
    const pages = fs
      .readdirSync("app", { recursive: true, encoding: "utf8" })
      .filter((file) => path.basename(file) === "page.tsx")
      .map((file) => ({ address: addressOf(`app/${file}`), source: fs.readFileSync(path.join("app", file), "utf8") }))
      .filter(({ address, source }) => address.includes("[token]") || /searchParams: Promise<\{[^}]*\btoken\?:/.test(source));
    // The six mailed or shared links, and the pay page: a rule that found none would prove nothing.
    expect(pages.length).toBeGreaterThanOrEqual(7);
    for (const { address } of pages) expect(routeTable.secretPages, address).toContain(address);
  });

  it.each([
    ["/admin", true],
    ["/admin/courses/abc", true],
    ["/account", true],
    ["/account-settings", true],
    ["/accounts", false],
    ["/my-learning/x", true],
    ["/training-courses", false],
  ])("proxy.ts: %s protected → %s", (pathname, protectedOne) => {
    expect(isProtectedPath(pathname)).toBe(protectedOne);
  });

  it("matches a template's dynamic segment to one segment only", () => {
    const pattern = templatesPattern(["/a/[slug]", "/api/b/{id}/c"]);
    expect(pattern.test("/a/x-1")).toBe(true);
    expect(pattern.test("/a/x/y")).toBe(false);
    expect(pattern.test("/a/")).toBe(false);
    expect(pattern.test("/api/b/7/c")).toBe(true);
    expect(templatesPattern([]).test("/")).toBe(false);
  });
});

describe("a new public page is cached once its folder declares it, without touching server/page-cache.ts", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "routes-fixture-"));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  const page = "export default function Page() { return null; }\n";
  write("app/(site)/careers/page.tsx", page);
  write("app/(site)/careers/route.config.ts", `export default { cache: "public", sitemap: { priority: 0.5, changeFrequency: "weekly" } };\n`);
  write("app/(site)/careers/[role]/page.tsx", page);
  write("app/(site)/careers/[role]/route.config.ts", `export default { cache: "public", pagedBy: "page" };\n`);
  // A page nobody declared: never kept.
  write("app/(site)/press/page.tsx", page);
  write("app/partners/route.config.ts", `export default { access: "lead" };\n`);
  write("app/partners/page.tsx", page);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("reads the fixture's declarations", async () => {
    const { table, files } = await generateRoutes(root, { api: false });
    expect(table.publicPages).toEqual(["/careers", "/careers/[role]"]);
    expect(table.pagedPages).toEqual(["/careers/[role]"]);
    expect(table.protectedPrefixes).toEqual(["/partners"]);
    expect(table.sitemapPages).toEqual([{ path: "/careers", priority: 0.5, changeFrequency: "weekly" }]);
    expect(files["lib/routes.generated.ts"]).toContain(`"/careers/[role]",`);
    const keys = publicRequests(table);
    const req = (url: string) => ({ method: "GET", url, headers: {} });
    expect(pageKey(req("/careers"), keys)).toBe("/careers");
    expect(pageKey(req("/careers/engineer?page=2"), keys)).toBe("/careers/engineer?page=2");
    expect(pageKey(req("/careers?page=2"), keys)).toBeUndefined();
    expect(pageKey(req("/press"), keys)).toBeUndefined();
    expect(pageKey(req("/partners"), keys)).toBeUndefined();
  });

  it.each([
    [{ cache: "public", access: "learner" }, /careers\/route\.config\.ts: a page for signed-in visitors can't be kept for everyone/],
    [{ pagedBy: "page" }, /pagedBy without cache/],
    [{ cache: "private" }, /is not a cache policy/],
  ])("refuses a declaration that cannot hold: %j", async (declaration, message) => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), "routes-fixture-"));
    try {
      fs.mkdirSync(path.join(other, "app/careers"), { recursive: true });
      fs.writeFileSync(path.join(other, "app/careers/page.tsx"), page);
      fs.writeFileSync(path.join(other, "app/careers/route.config.ts"), `export default ${JSON.stringify(declaration)};\n`);
      await expect(generateRoutes(other, { api: false })).rejects.toThrow(message);
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });

  describe("served by a page cache built from the fixture's table", () => {
    let renders = 0;
    let base = "";
    let cache: ReturnType<typeof createPageCache>;
    const server = http.createServer((req, res) => {
      if (cache.serve(req, res)) return;
      cache.capture(req, res);
      renders++;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end(`<!DOCTYPE html><html><body>${req.url} ${renders}</body></html>`);
    });
    beforeAll(async () => {
      cache = createPageCache({ routes: (await generateRoutes(root, { api: false })).table });
      await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((r) => server.close(() => r())));
    const get = (url: string) =>
      new Promise<http.IncomingMessage>((resolve, reject) => {
        http.get(`${base}${url}`, (res) => res.resume().on("end", () => resolve(res))).on("error", reject);
      });
    const settled = async () => {
      for (let i = 0; i < 100 && cache.size() === 0; i++) await new Promise((r) => setTimeout(r, 10));
    };

    it("keeps the declared page and answers the next visitor from memory; renders the undeclared one every time", async () => {
      expect((await get("/careers")).headers["x-page-cache"]).toBeUndefined();
      await settled();
      expect((await get("/careers")).headers["x-page-cache"]).toBe("hit");
      expect(renders).toBe(1);
      await get("/press");
      await get("/press");
      expect((await get("/press")).headers["x-page-cache"]).toBeUndefined();
      expect(renders).toBe(4);
      expect(cache.size()).toBe(1);
    });
  });
});
