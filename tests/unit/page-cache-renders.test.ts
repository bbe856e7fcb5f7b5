// With a way to render by its own request (server/page-render.ts), the page cache answers every visitor the kept
// form of a page: the first after a start or a write waits for that render's kept bytes (scripts after the first
// paint), and a page past its minute answers stale while one background render refreshes it.
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OwnBytes } from "@/lib/http/whole-list";
import { createPageCache, RENDER_HEADER } from "@/server/page-cache";
import { selfRender } from "@/server/page-render";

const csp = "default-src 'self'; script-src 'self' 'nonce-abc123' 'strict-dynamic'";
const html = (n: number) =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async="" nonce="abc123"></script></head>` +
  `<body><h1>Render ${n}</h1><script nonce="abc123">self.__next_f.push([${n}])</script></body></html>`;
const list = JSON.stringify({ success: true, message: "Trainings fetched successfully.", data: Array.from({ length: 3000 }, (_, i) => ({ _id: `t${i}` })) });
const listPath = "/api/training/getAllTrainingCoursesByUser";
const listBytes = (): OwnBytes => {
  const [br, gz] = [zlib.brotliCompressSync(list), zlib.gzipSync(list)];
  return { etag: '"wl-list"', br: [br], gzip: [gz], brBytes: br.length, gzipBytes: gz.length, rawBytes: Buffer.byteLength(list) };
};

describe("every visitor is answered the kept form of a page", () => {
  let renders = 0;
  let clock = Date.parse("2026-11-25T10:00:10Z");
  const seen: { method?: string; internal: boolean; acceptEncoding?: string }[] = [];
  const listening = { port: 0 };
  let kept: OwnBytes | undefined;
  const ownBytes = {
    owns: (p: string) => p === listPath,
    kept: (p: string) => (p === listPath ? kept : undefined),
    ensure: (p: string) => (p === listPath ? Promise.resolve((kept ??= listBytes())) : undefined),
  };
  const cache = createPageCache({ now: () => clock, ownBytes, render: selfRender(() => listening.port) });
  const server = http.createServer(async (req, res) => {
    if (await cache.serveOrWait(req, res)) return;
    cache.capture(req, res);
    seen.push({ method: req.method, internal: Boolean(req.headers[RENDER_HEADER]), acceptEncoding: req.headers["accept-encoding"] as string | undefined });
    const n = ++renders;
    await new Promise((r) => setTimeout(r, 100)); // a slow render
    if (req.url === listPath) {
      kept = listBytes();
      res.setHeader("Content-Type", "application/json");
      res.setHeader("ETag", kept.etag);
      return res.end(req.method === "HEAD" ? undefined : list);
    }
    res.statusCode = req.url === "/training-courses/category/none" ? 404 : 200;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Content-Security-Policy", csp);
    res.write(html(n).slice(0, 40));
    res.end(html(n).slice(40));
  });
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    listening.port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`http://127.0.0.1:${listening.port}${path}`, { headers });
    return { status: res.status, cache: res.headers.get("x-page-cache"), etag: res.headers.get("etag"), body: await res.text(), headers: res.headers };
  };

  it("the first visitor after a start gets the kept bytes (scripts after the first paint), rendered by the server's own request", async () => {
    const first = await get("/about-us");
    expect(first.cache).toBe("miss");
    expect(first.body).toContain("Render 1");
    expect(first.body).not.toMatch(/<script[^>]*\bsrc=/);
    expect(first.body).toMatch(/<script nonce="abc123">\(function\(d,s\)/);
    expect(first.headers.get("content-security-policy")).toMatch(/'nonce-abc123' 'sha256-[^']+' 'sha256-[^']+' 'strict-dynamic'/);
    expect(seen).toEqual([{ method: "GET", internal: true, acceptEncoding: "identity" }]);
    const second = await get("/about-us");
    expect([second.cache, second.etag, second.body]).toEqual(["hit", first.etag, first.body]);
    expect(renders).toBe(1);
  });

  it("past its minute every visitor gets the stale bytes at once while one background render refreshes them", async () => {
    clock = Date.parse("2026-11-25T10:01:05Z");
    const meanwhile = await Promise.all([1, 2, 3].map(() => get("/about-us")));
    expect(meanwhile.map((m) => [m.cache, m.body.includes("Render 1")])).toEqual([
      ["stale", true],
      ["stale", true],
      ["stale", true],
    ]);
    for (let i = 0; i < 100 && (await get("/about-us")).cache !== "hit"; i++) await new Promise((r) => setTimeout(r, 20));
    const fresh = await get("/about-us");
    expect([fresh.cache, fresh.body.includes("Render 2")]).toEqual(["hit", true]);
    expect(renders).toBe(2);
    expect(seen.every((s) => s.internal)).toBe(true);
  });

  it("a write drops the page at once: the next visitor waits for a new render, never the bytes before the write", async () => {
    cache.invalidate(["courses"]);
    const after = await get("/about-us");
    expect([after.cache, after.body.includes("Render 3")]).toEqual(["miss", true]);
  });

  it("a page the render does not keep (a 404) is answered by the visitor's own render, without a cache header", async () => {
    const before = renders;
    const missing = await get("/training-courses/category/none");
    expect([missing.status, missing.cache]).toEqual([404, null]);
    expect(renders).toBe(before + 2);
    // Not tried again by the server's own request for a while: one render a visitor.
    await get("/training-courses/category/none");
    expect(renders).toBe(before + 3);
  });

  it("the first request for a whole list after a start is answered compressed: a HEAD through Next learns its headers", async () => {
    const before = renders;
    const res = await fetch(`http://127.0.0.1:${listening.port}${listPath}`, { headers: { "accept-encoding": "br" } });
    expect([res.headers.get("content-encoding"), res.headers.get("x-page-cache")]).toEqual(["br", "hit"]);
    expect(await res.text()).toBe(list);
    expect(renders).toBe(before + 1);
    expect(seen.at(-1)).toEqual({ method: "HEAD", internal: true, acceptEncoding: undefined });
  });

  it("an API client's token changes nothing in a whole list's answer: it is answered from the bytes too", async () => {
    const before = renders;
    const res = await fetch(`http://127.0.0.1:${listening.port}${listPath}`, { headers: { "accept-encoding": "gzip", authorization: "Bearer abc" } });
    expect([res.headers.get("content-encoding"), res.headers.get("x-page-cache")]).toEqual(["gzip", "hit"]);
    expect(await res.text()).toBe(list);
    expect(renders).toBe(before);
  });

  it("a request carrying a render header the server did not send is an ordinary visitor's", async () => {
    const forged = await get("/about-us", { [RENDER_HEADER]: "guess.1" });
    expect(forged.cache).toBe("hit");
  });
});
