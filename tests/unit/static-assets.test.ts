import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppServer, type AppServer } from "@/server/http-server";
import { acceptedEncodings, createStaticAssets, IMMUTABLE, precompressStatic } from "@/server/static-assets";

const chunk = Buffer.from(Array.from({ length: 400 }, (_, i) => `export const value${i} = "chunk ${i % 7}";\n`).join(""));
const style = Buffer.from(".pill{color:red}\n".repeat(100));
let dist: string;
let app: AppServer;
let base: { host: string; port: number };

/** The raw answer, not decoded (fetch would decode it). */
function get(
  urlPath: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .request({ ...base, path: urlPath, headers, method }, (res) => {
        const parts: Buffer[] = [];
        res.on("data", (part: Buffer) => parts.push(part));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }));
      })
      .on("error", reject)
      .end();
  });
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "tp-static-"));
  fs.mkdirSync(path.join(dist, "static/chunks"), { recursive: true });
  fs.mkdirSync(path.join(dist, "static/media"), { recursive: true });
  fs.writeFileSync(path.join(dist, "static/chunks/0a1b2c.js"), chunk);
  fs.writeFileSync(path.join(dist, "static/chunks/3d4e5f.css"), style);
  fs.writeFileSync(path.join(dist, "static/chunks/tiny.js"), "1");
  fs.writeFileSync(path.join(dist, "static/media/font.woff2"), Buffer.alloc(2000, 7));
  expect(precompressStatic(dist).files).toBe(2);
  const assets = createStaticAssets(dist);
  app = createAppServer(async (req, res) => {
    if (assets.serve(req, res)) return;
    res.statusCode = 404;
    res.setHeader("X-Answered-By", "next");
    res.end();
  });
  base = { host: "127.0.0.1", port: await app.listen(0, "127.0.0.1") };
});

afterAll(async () => {
  await app.drain(100);
  fs.rmSync(dist, { recursive: true, force: true });
});

describe("precompressed scripts and styles (issue 26)", () => {
  it("writes brotli and gzip copies of scripts and styles once, not of tiny files or fonts", () => {
    expect(fs.existsSync(path.join(dist, "static/chunks/0a1b2c.js.br"))).toBe(true);
    expect(fs.existsSync(path.join(dist, "static/chunks/3d4e5f.css.gz"))).toBe(true);
    expect(fs.existsSync(path.join(dist, "static/chunks/tiny.js.br"))).toBe(false);
    expect(fs.existsSync(path.join(dist, "static/media/font.woff2.br"))).toBe(false);
    expect(precompressStatic(dist).files).toBe(0);
  });

  it("answers a chunk in brotli with Vary and a year's immutable caching, bytes that decode to the original", async () => {
    const answer = await get("/_next/static/chunks/0a1b2c.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.headers["cache-control"]).toBe(IMMUTABLE);
    expect(answer.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(chunk.length / 4);
    expect(zlib.brotliDecompressSync(answer.body).equals(chunk)).toBe(true);
  });

  it("answers gzip to a client without brotli, and a style with its type", async () => {
    const answer = await get("/_next/static/chunks/3d4e5f.css", { "accept-encoding": "gzip" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["content-type"]).toBe("text/css; charset=UTF-8");
    expect(zlib.gunzipSync(answer.body).equals(style)).toBe(true);
  });

  it("answers HEAD with the headers alone", async () => {
    const answer = await get("/_next/static/chunks/0a1b2c.js", { "accept-encoding": "br" }, "HEAD");
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.body.length).toBe(0);
  });

  it.each([
    ["a client that accepts neither", "/_next/static/chunks/0a1b2c.js", "identity"],
    ["a client that refuses brotli and gzip", "/_next/static/chunks/0a1b2c.js", "br;q=0, gzip;q=0"],
    ["a file without a copy", "/_next/static/chunks/tiny.js", "br"],
    ["a path outside the build's static files", "/_next/static/../BUILD_ID", "br"],
    ["a page", "/contact", "br"],
  ])("leaves %s to Next", async (_, urlPath, encoding) => {
    const answer = await get(urlPath, { "accept-encoding": encoding });
    expect(answer.headers["x-answered-by"]).toBe("next");
  });

  it("reads Accept-Encoding with its weights", () => {
    expect([...acceptedEncodings("gzip, br;q=0.9")]).toEqual(["gzip", "br"]);
    expect([...acceptedEncodings("br;q=0, gzip")]).toEqual(["gzip"]);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });
});
