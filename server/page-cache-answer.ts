// How the page cache answers from memory: a kept page, or an answer's own compressed bytes.
import type http from "node:http";
import { Readable, pipeline } from "node:stream";
import zlib from "node:zlib";
import type { OwnBytes } from "../lib/http/whole-list";
import type { Page } from "./page-store";

/** Headers of the rendered answer that belong to one transfer, not to the page. */
const TRANSFER_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "etag",
  "vary",
  "cache-control",
  "set-cookie",
  "content-security-policy",
]);

/** The headers of a rendered answer that belong to the page (the proxy's security headers, its type). */
export function pageHeaders(res: http.ServerResponse): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value !== undefined && !TRANSFER_HEADERS.has(name.toLowerCase())) headers[name] = typeof value === "number" ? String(value) : value;
  }
  return headers;
}

/** What X-Page-Cache says: from memory, from memory past its minute (a render is under way), after waiting for a render. */
export type CacheState = "hit" | "stale" | "miss";

function setCommon(res: http.ServerResponse, headers: Record<string, string | string[]>, etag: string, state: CacheState) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("ETag", etag);
  res.setHeader("Vary", "Accept-Encoding");
  // Browsers and proxies may keep it but must ask again (cheap: 304 on the ETag).
  res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
  res.setHeader("X-Page-Cache", state);
}

/** Answers from an answer's own bytes: brotli, gzip, or the gzip bytes decompressed as a stream. */
export function answerOwn(req: http.IncomingMessage, res: http.ServerResponse, bytes: OwnBytes, headers: Record<string, string | string[]>): void {
  setCommon(res, headers, bytes.etag, bytes.stale ? "stale" : "hit");
  if (String(req.headers["if-none-match"] ?? "") === bytes.etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const accepts = String(req.headers["accept-encoding"] ?? "");
  const [chunks, encoding, length] = /\bbr\b/.test(accepts)
    ? [bytes.br, "br", bytes.brBytes]
    : /\bgzip\b/.test(accepts)
      ? [bytes.gzip, "gzip", bytes.gzipBytes]
      : [bytes.gzip, undefined, bytes.rawBytes];
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", length);
  res.statusCode = 200;
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  const body = Readable.from(chunks, { objectMode: false });
  pipeline(encoding ? body : body.pipe(zlib.createGunzip()), res, () => undefined);
}

/** Answers a kept page in the encoding the visitor accepts (304 on its ETag); false when it keeps no such body. */
export function answerPage(req: http.IncomingMessage, res: http.ServerResponse, page: Page, state: CacheState): boolean {
  const revalidated = String(req.headers["if-none-match"] ?? "") === page.etag;
  const accepts = String(req.headers["accept-encoding"] ?? "");
  const [body, encoding] = /\bbr\b/.test(accepts) ? [page.br, "br"] : /\bgzip\b/.test(accepts) ? [page.gzip, "gzip"] : [page.identity, undefined];
  if (!body && !revalidated) return false;
  setCommon(res, page.headers, page.etag, state);
  if (page.csp) res.setHeader("Content-Security-Policy", page.csp);
  if (revalidated || !body) {
    res.statusCode = 304;
    res.end();
    return true;
  }
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.statusCode = 200;
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}
