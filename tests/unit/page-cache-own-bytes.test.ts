// Issue 27: the legacy whole lists keep compressed bytes of their own (lib/http/whole-list.ts); Next drops a route's
// Content-Encoding, so the custom server's page cache answers them from those bytes, with the headers Next gave the
// first (plain) answer, and waits for the list's one build after a write.
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OwnBytes } from "@/lib/http/whole-list";
import { createPageCache } from "@/server/page-cache";

const path = "/api/training/getAllTrainingCoursesByUser";
const text = (n: number) =>
  JSON.stringify({ success: true, message: "Trainings fetched successfully.", data: Array.from({ length: 5000 }, (_, i) => ({ _id: `t${i}`, n })) });
const bytesOf = (body: string): OwnBytes => {
  const [br, gz] = [zlib.brotliCompressSync(body), zlib.gzipSync(body)];
  // In pieces, as the build keeps them.
  const pieces = (b: Buffer) => [b.subarray(0, 100), b.subarray(100)];
  return {
    etag: `"wl-${body.length}-${body.charCodeAt(body.length - 4)}"`,
    br: pieces(br),
    gzip: pieces(gz),
    brBytes: br.length,
    gzipBytes: gz.length,
    rawBytes: Buffer.byteLength(body),
  };
};

describe("answers that keep their own bytes", () => {
  let version = 1;
  let kept: OwnBytes | undefined;
  let builds = 0;
  let renders = 0;
  const asked: (string | undefined)[] = [];
  const ownBytes = {
    owns: (p: string) => p === path,
    kept: (p: string) => (p === path ? kept : undefined),
    ensure: (p: string) =>
      p === path
        ? new Promise<OwnBytes>((resolve) =>
            setTimeout(() => {
              builds++;
              resolve((kept = bytesOf(text(version))));
            }, 50),
          )
        : undefined,
  };
  const cache = createPageCache({ ownBytes });
  const server = http.createServer(async (req, res) => {
    if (await cache.serveOrWait(req, res)) return;
    cache.capture(req, res);
    renders++;
    asked.push(req.headers["accept-encoding"] as string | undefined);
    // As the route answers: plain, the list's ETag, the proxy's headers.
    kept = bytesOf(text(version));
    res.setHeader("Content-Type", "application/json");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("ETag", kept.etag);
    res.end(text(version));
  });
  const at = { base: "" };
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    at.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  const get = (headers: Record<string, string> = {}, method = "GET") =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .request(`${at.base}${path}`, { headers, method }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject)
        .end();
    });

  it("the first request goes to the framework plain (it would compress the list again); then brotli, gzip and plain come from the bytes", async () => {
    const first = await get({ "accept-encoding": "gzip, br" });
    expect(asked).toEqual([undefined]);
    expect(first.body.toString()).toBe(text(1));
    const br = await get({ "accept-encoding": "gzip, br" });
    expect([br.headers["content-encoding"], br.headers["x-page-cache"], br.headers["x-frame-options"], br.headers["content-type"]]).toEqual([
      "br",
      "hit",
      "DENY",
      "application/json",
    ]);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(text(1));
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    const gz = await get({ "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(text(1));
    const plain = await get();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(text(1));
    expect(Number(plain.headers["content-length"])).toBe(Buffer.byteLength(text(1)));
    const revalidated = await get({ "if-none-match": String(br.headers.etag) });
    expect([revalidated.status, revalidated.body.length]).toEqual([304, 0]);
    const head = await get({ "accept-encoding": "br" }, "HEAD");
    expect([head.status, head.body.length]).toEqual([200, 0]);
    expect(renders).toBe(1);
  });

  it("after a write the visitors wait for the list's one build and are answered its new bytes, not the framework's render", async () => {
    kept = undefined; // a write dropped the bytes
    version = 2;
    const answers = await Promise.all([get({ "accept-encoding": "br" }), get({ "accept-encoding": "gzip" })]);
    expect(zlib.brotliDecompressSync(answers[0].body).toString()).toBe(text(2));
    expect(zlib.gunzipSync(answers[1].body).toString()).toBe(text(2));
    expect(renders).toBe(1);
    expect(builds).toBeGreaterThanOrEqual(1);
  });

  it("without a source of own bytes the same path is a page as any", async () => {
    const plainCache = createPageCache();
    const res = { statusCode: 200 } as http.ServerResponse;
    expect(plainCache.serve({ method: "GET", url: path, headers: {} } as http.IncomingMessage, res)).toBe(false);
  });
});
