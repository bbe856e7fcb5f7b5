import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPageCache, hashedPolicy, pageKey } from "@/server/page-cache";

const csp = "default-src 'self'; script-src 'self' 'nonce-abc123' 'strict-dynamic'; object-src 'none'";

/** Starts `server` on a free port for the describe block around it (stopped after); `base` once it listens. */
function listening(server: http.Server): { base: string } {
  const at = { base: "" };
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    at.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  return at;
}

describe("which requests the page cache may answer", () => {
  const req = (url: string, headers: http.IncomingHttpHeaders = {}, method = "GET") => ({ method, url, headers });
  it.each([
    ["/", true],
    ["/about-us", true],
    ["/contact", true],
    ["/training-courses", true],
    ["/training-courses/course/kubernetes-abc123", true],
    ["/training-courses/category/cloud", true],
    ["/training-courses?category=cloud", false],
    ["/training-courses?page=2", true],
    ["/training-courses/category/cloud?page=3", true],
    ["/training-courses?page=0", false],
    ["/training-courses?page=99999", false],
    ["/training-courses?q=kubernetes", false],
    ["/training-courses?page=2&q=x", false],
    ["/?page=2", false],
    ["/account", false],
    ["/admin", false],
    ["/auth/login", false],
    ["/api/course/getAllCoursesForUser", true],
    ["/api/course/getCourseById/abc123", true],
    ["/api/course/category/data-engineering/newest", true],
    ["/api/course/category/a/b/newest", false],
    ["/api/course/featured", true],
    ["/api/training/showcase", true],
    ["/api/rating/latest", true],
    ["/api/rating/latest?limit=99", false],
    ["/sitemap.xml", true],
    ["/api/enrollment/getAllEnrollmentsByUserId", false],
    ["/api/admin/courses", false],
    ["/auth/reset-password?token=x", false],
  ])("%s → %s", (url, cached) => {
    expect(pageKey(req(url)) !== undefined).toBe(cached);
  });
  it("the same page for a signed-in visitor; never for an API token, a client navigation or a write", () => {
    expect(pageKey(req("/", { cookie: "a=1; tp_session=xyz" }))).toBe("/");
    expect(pageKey(req("/training-courses?page=2", { cookie: "__Host-tp_session=xyz; tp_signed_in=1" }))).toBe("/training-courses?page=2");
    expect(pageKey(req("/", { authorization: "Bearer x" }))).toBeUndefined();
    expect(pageKey(req("/", { rsc: "1" }))).toBeUndefined();
    expect(pageKey(req("/", {}, "POST"))).toBeUndefined();
    expect(pageKey(req("/", { cookie: "theme=dark" }))).toBe("/");
  });
});

describe("the policy of a cached page", () => {
  it("lists the SHA-256 of the inline scripts the server marked with the capture's nonce, and keeps 'strict-dynamic'", () => {
    const inline = 'self.__next_f.push([1,"x"])';
    const injected = "alert(document.cookie)";
    const html =
      `<html><head><script src="/_next/static/a.js" nonce="abc123"></script></head><body><script nonce="abc123">${inline}</script>` +
      `<p>A review: <script>${injected}</script></p><script nonce="forged">${injected}</script></body></html>`;
    const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    const policy = hashedPolicy(csp, html);
    expect(policy).toBe(`default-src 'self'; script-src 'self' 'nonce-abc123' ${hash(inline)} 'strict-dynamic'; object-src 'none'`);
    expect(policy).not.toContain(hash(injected));
  });

  it("hashes nothing when the policy carries no nonce", () => {
    expect(hashedPolicy("default-src 'self'; script-src 'self'", "<script>x()</script>")).toBe("default-src 'self'; script-src 'self'");
  });
});

describe("a page rendered once is answered from memory until something changes", () => {
  let renders = 0;
  let clock = Date.parse("2026-11-25T10:00:10Z");
  const cache = createPageCache({ now: () => clock });
  const html = () => `<!DOCTYPE html><html><body><h1>Courses ${renders}</h1><script nonce="abc123">console.log(${renders})</script></body></html>`;
  const server = http.createServer((req, res) => {
    if (cache.serve(req, res)) return;
    cache.capture(req, res);
    renders++;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Content-Security-Policy", csp);
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cache-Control", "private, no-cache, no-store, max-age=0, must-revalidate");
    if (req.url === "/api/course/getAllCoursesForUser") {
      res.setHeader("Content-Type", "application/json");
      return res.end(JSON.stringify({ success: true, data: Array.from({ length: 20_000 }, (_, i) => ({ id: i, title: `Course ${i} of a large catalogue` })) }));
    }
    if (req.url === "/contact") {
      // As Next does for a visitor who accepts gzip.
      res.setHeader("Content-Encoding", "gzip");
      return res.end(zlib.gzipSync(html()));
    }
    res.write(html().slice(0, 20));
    res.end(html().slice(20));
  });
  const at = listening(server);
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${at.base}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject);
    });
  const stored = async () => {
    for (let i = 0; i < 100 && cache.size() === 0; i++) await new Promise((r) => setTimeout(r, 10));
  };

  it("renders once, then serves brotli, gzip or plain bytes with an ETag, the security headers and a hashed policy", async () => {
    const first = await get("/training-courses");
    expect(first.headers["x-page-cache"]).toBeUndefined();
    await stored();
    const br = await get("/training-courses", { "accept-encoding": "br, gzip" });
    expect(br.headers["x-page-cache"]).toBe("hit");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(first.body.toString());
    const gz = await get("/training-courses", { "accept-encoding": "gzip" });
    expect(zlib.gunzipSync(gz.body).toString()).toBe(first.body.toString());
    const plain = await get("/training-courses");
    expect(plain.body.toString()).toBe(first.body.toString());
    expect(plain.headers["x-frame-options"]).toBe("DENY");
    expect(plain.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-abc123' 'sha256-[^']+' 'strict-dynamic'/);
    expect(plain.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(renders).toBe(1);
    const revalidated = await get("/training-courses", { "if-none-match": String(plain.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
  });

  it("renders again after an invalidation, and after the minute ends (statuses follow the clock)", async () => {
    cache.clear();
    await get("/training-courses");
    expect(renders).toBe(2);
    await stored();
    await get("/training-courses");
    expect(renders).toBe(2);
    clock = Date.parse("2026-11-25T10:01:00Z");
    await get("/training-courses");
    expect(renders).toBe(3);
  });

  it("keeps the plain bytes of a page the framework sent compressed", async () => {
    cache.clear();
    const first = await get("/contact", { "accept-encoding": "gzip" });
    await stored();
    const plain = await get("/contact");
    expect(plain.headers["x-page-cache"]).toBe("hit");
    expect(plain.body.toString()).toBe(zlib.gunzipSync(first.body).toString());
  });

  it("keeps a body over 1 MB compressed only: a visitor who accepts neither brotli nor gzip is answered by the framework", async () => {
    cache.clear();
    const first = await get("/api/course/getAllCoursesForUser", { "accept-encoding": "gzip" });
    expect(first.body.length).toBeGreaterThan(1_000_000);
    await stored();
    const before = renders;
    const gz = await get("/api/course/getAllCoursesForUser", { "accept-encoding": "gzip" });
    expect(gz.headers["x-page-cache"]).toBe("hit");
    expect(zlib.gunzipSync(gz.body).equals(first.body)).toBe(true);
    const plain = await get("/api/course/getAllCoursesForUser");
    expect(plain.headers["x-page-cache"]).toBeUndefined();
    expect(plain.body.equals(first.body)).toBe(true);
    expect(renders).toBe(before + 1);
    // Revalidating needs no body: 304 from memory.
    expect((await get("/api/course/getAllCoursesForUser", { "if-none-match": String(gz.headers.etag) })).status).toBe(304);
  });

  it("never keeps what a signed-in visitor saw, but answers them the page an anonymous visitor was answered", async () => {
    cache.clear();
    await get("/about-us", { cookie: "tp_session=abc" });
    await new Promise((r) => setTimeout(r, 50));
    expect(cache.size()).toBe(0);
    await get("/about-us");
    await stored();
    expect((await get("/about-us", { cookie: "tp_session=abc" })).headers["x-page-cache"]).toBe("hit");
  });
});

describe("visitors who ask for a page while it renders wait for that render", () => {
  let renders = 0;
  const cache = createPageCache();
  const server = http.createServer(async (req, res) => {
    if (await cache.serveOrWait(req, res)) return;
    cache.capture(req, res);
    const n = ++renders;
    await new Promise((r) => setTimeout(r, 150)); // a slow render
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(`<!DOCTYPE html><html><body><h1>Render ${n}</h1></body></html>`);
  });
  const at = listening(server);
  const body = async (path: string) => (await fetch(`${at.base}${path}`)).text();

  it("five visitors at once cost one render, and all get its bytes", async () => {
    const pages = await Promise.all([1, 2, 3, 4, 5].map(() => body("/")));
    expect(renders).toBe(1);
    expect(new Set(pages)).toEqual(new Set(["<!DOCTYPE html><html><body><h1>Render 1</h1></body></html>"]));
  });

  it("a visitor who arrives after a write does not get the render that began before it", async () => {
    cache.clear();
    const before = body("/about-us");
    await new Promise((r) => setTimeout(r, 50));
    cache.clear(); // a write while the first render runs
    const after = body("/about-us");
    expect(await before).toContain("Render 2");
    expect(await after).toContain("Render 3");
    expect(renders).toBe(3);
  });

  it("nobody waits for a signed-in visitor's render: it is never kept, so it is never shared", async () => {
    cache.clear();
    const before = renders;
    const signedIn = fetch(`${at.base}/contact`, { headers: { cookie: "tp_session=abc" } }).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 50));
    const anonymous = body("/contact");
    await Promise.all([signedIn, anonymous]);
    expect(renders - before).toBe(2);
  });
});

describe("past its minute a page answers visitors while one of them renders it again", () => {
  let renders = 0;
  let clock = Date.parse("2026-11-25T10:00:10Z");
  const cache = createPageCache({ now: () => clock });
  const server = http.createServer(async (req, res) => {
    if (await cache.serveOrWait(req, res)) return;
    cache.capture(req, res);
    const n = ++renders;
    await new Promise((r) => setTimeout(r, 150)); // a slow render
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify({ render: n }));
  });
  const at = listening(server);
  const get = async (path: string) => {
    const res = await fetch(`${at.base}${path}`);
    return { cache: res.headers.get("x-page-cache"), body: (await res.json()) as { render: number } };
  };
  const path = "/api/training/getAllTrainingCoursesByUser";
  const stored = async (render: number) => {
    for (let i = 0; i < 100 && (await get(path)).body.render !== render; i++) await new Promise((r) => setTimeout(r, 10));
  };

  it("the first visitor after the minute renders; those who come meanwhile get the stale bytes at once", async () => {
    await get(path);
    await stored(1);
    clock = Date.parse("2026-11-25T10:01:05Z");
    const renderer = get(path);
    await new Promise((r) => setTimeout(r, 30));
    const meanwhile = await get(path);
    expect(meanwhile).toEqual({ cache: "stale", body: { render: 1 } });
    expect((await renderer).body.render).toBe(2);
    await stored(2);
    expect(await get(path)).toEqual({ cache: "hit", body: { render: 2 } });
    expect(renders).toBe(2);
  });

  it("after a write nobody is answered the bytes from before it: they wait for the new render", async () => {
    clock = Date.parse("2026-11-25T10:02:05Z");
    const renderer = get(path);
    await new Promise((r) => setTimeout(r, 30));
    cache.clear(); // a write while it renders
    const after = get(path);
    expect((await renderer).body.render).toBe(3);
    expect(await after).toEqual({ cache: null, body: { render: 4 } });
  });

  it("a page a minute past its own is not served stale: the visitor waits for the render", async () => {
    await stored(4);
    clock = Date.parse("2026-11-25T10:04:30Z");
    const renderer = get(path);
    await new Promise((r) => setTimeout(r, 30));
    const meanwhile = await get(path);
    expect((await renderer).body.render).toBe(5);
    expect(meanwhile.body.render).toBe(5);
  });
});

describe("a kept page is dropped only by a write to a cache tag its render read (issue 21)", () => {
  const cache = createPageCache();
  const readBy: Record<string, string[]> = {
    "/training-courses/course/a-1": ["courses", "course:1"],
    "/training-courses/course/b-2": ["courses", "course:2"],
    "/contact": [],
  };
  const server = http.createServer((req, res) => {
    if (cache.serve(req, res)) return;
    const tags = cache.capture(req, res);
    for (const tag of readBy[req.url ?? ""] ?? []) tags.add(tag);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(`<!DOCTYPE html><html><body>${req.url}</body></html>`);
  });
  const at = listening(server);
  const state = async (path: string) => (await fetch(`${at.base}${path}`)).headers.get("x-page-cache");
  const warmAll = async () => {
    for (const path of Object.keys(readBy)) {
      for (let i = 0; i < 100 && (await state(path)) !== "hit"; i++) await new Promise((r) => setTimeout(r, 10));
    }
  };

  it("drops the pages that read the tag, keeps the others; a page that read nothing goes with any write", async () => {
    await warmAll();
    cache.invalidate(["course:1"]);
    expect(await state("/training-courses/course/b-2")).toBe("hit");
    expect(await state("/training-courses/course/a-1")).toBeNull();
    expect(await state("/contact")).toBeNull();
    await warmAll();
    cache.invalidate(["courses"]);
    expect(await state("/training-courses/course/b-2")).toBeNull();
    await warmAll();
    cache.invalidate("all");
    expect(cache.size()).toBe(0);
  });
});

describe("the page cache holds at most maxBytes of pages (brotli, gzip and plain copies together)", () => {
  let renders = 0;
  // Random text: it does not compress, so a page's kept bytes are about three times its size.
  const bodies = new Map<string, string>();
  const cache = createPageCache({ maxBytes: 12_000 });
  const server = http.createServer((req, res) => {
    if (cache.serve(req, res)) return;
    cache.capture(req, res);
    renders++;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end(bodies.get(req.url!) ?? "");
  });
  const at = listening(server);
  const get = (path: string) => fetch(`${at.base}${path}`).then(async (r) => ({ cache: r.headers.get("x-page-cache"), body: await r.text() }));
  const page = (path: string, size: number) => {
    bodies.set(path, randomBytes(size / 2).toString("hex"));
    return path;
  };
  const settled = async (stored: number) => {
    for (let i = 0; i < 200 && cache.stats.stored < stored; i++) await new Promise((r) => setTimeout(r, 10));
  };

  it("keeps the newest pages within the budget: the oldest go first", async () => {
    const paths = Array.from({ length: 6 }, (_, i) => page(`/training-courses/course/page-${i}`, 1000));
    for (const [i, path] of paths.entries()) {
      await get(path);
      await settled(i + 1);
      expect(cache.bytes()).toBeLessThanOrEqual(12_000);
    }
    expect(cache.size()).toBeLessThan(paths.length);
    expect((await get(paths.at(-1)!)).cache).toBe("hit");
    const before = renders;
    expect((await get(paths[0]!)).cache).toBeNull();
    expect(renders).toBe(before + 1);
  });

  it("answers a page larger than the whole budget but never keeps it, and keeps the others", async () => {
    const huge = page("/training-courses/course/huge", 20_000);
    const kept = cache.size();
    const stored = cache.stats.stored;
    const first = await get(huge);
    expect(first.body).toBe(bodies.get(huge));
    // Compressed and measured off the request: give it the time a kept page takes.
    const small = page("/training-courses/course/small", 200);
    await get(small);
    await settled(stored + 1);
    const before = renders;
    expect((await get(huge)).cache).toBeNull();
    expect(renders).toBe(before + 1);
    expect(cache.size()).toBeGreaterThanOrEqual(Math.min(kept, 1));
    expect(cache.bytes()).toBeLessThanOrEqual(12_000);
  });
});
