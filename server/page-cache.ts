// Public pages at static-server speed: the custom server keeps the bytes of each public page (and public
// GET call of the API, the sitemap, robots.txt) it has rendered for an anonymous visitor, precompressed (brotli, gzip), and answers the next visitors from memory
// with an ETag (304 on revalidation), without waking Next. Each kept page remembers the cache tags of the data its
// render read (lib/cache.ts readingTags); a write anywhere (lib/cache.ts invalidations, on this instance or,
// through LISTEN/NOTIFY, another) drops the pages that read one of its tags, and a page whose render read nothing
// through the cache is dropped by any write (one course's review no longer empties every page). Each new
// minute ends a page too, since a
// training's status follows the clock (then the first visitor's request renders it again while the others are
// answered the page of the minute before, for up to a minute). Signed-in visitors get the same bytes (the navigation learns who they are in
// the browser) but never fill the cache; query strings (but a catalogue list's page number), API clients with a
// token and client navigations (RSC) always go to Next. Visitors who ask for a page while it renders wait for that
// render, unless a write happened since it began.
//
// A kept page's policy lists the SHA-256 of the inline scripts its render marked with the nonce, keeps that nonce
// for Next's bundles and keeps 'strict-dynamic' (hashedPolicy says why sharing the nonce is safe). Its Next scripts
// are appended by an inline loader after the first contentful paint (page-cache-loader.ts).
import { createHash } from "node:crypto";
import type http from "node:http";
import { Readable, pipeline } from "node:stream";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { templatesPattern, type RouteTable } from "../lib/routes";
import { routeTable } from "../lib/routes.generated";
import { SESSION_COOKIE_IN_HEADER } from "../lib/auth/session-cookie";
import type { OwnBytes, OwnBytesSource } from "../lib/http/whole-list";
import { deferScripts } from "./page-cache-loader";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// Brotli 5 and gzip 6, not 11 and 9: every write empties the cache, so pages are compressed again at the rate
// staff edit. Measured on a 207 KB catalogue page: brotli 11 took 196 ms for 16.6 KB, brotli 5 3 ms for 18.8 KB;
// at 11 a soak of 3 staff edits a second kept both cores compressing and pushed every answer past a second.
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
const DECODERS: Record<string, (bytes: Buffer) => Promise<Buffer>> = {
  identity: async (bytes) => bytes,
  gzip: promisify(zlib.gunzip),
  br: promisify(zlib.brotliDecompress),
  deflate: promisify(zlib.inflate),
};

/**
 * Answers that keep compressed bytes of their own (the legacy whole lists, lib/http/whole-list.ts: built once per
 * change, tens of MB at a large company's size) mark their ETag so: keeping a copy here would only decode and
 * compress them again. Next drops a route's Content-Encoding, so those bytes go out from here: the first answer
 * through Next (plain) tells their headers, and from then on every visitor is answered from the list's own bytes
 * (`ownBytes`), waiting for its build after a write.
 */
export const OWN_BYTES_ETAG = /^"wl-/;

/**
 * Which requests the cache may answer, from the route table: the pages declared `cache: "public"` in their
 * route.config.ts, the public GET calls whose contract says `cache: "public"`, the sitemap and robots.txt (the same
 * bytes for every anonymous visitor), and the one query string such a page shares with every visitor: a list's page
 * number (`pagedBy: "page"`). lib/routes.generated.ts holds the table (`npm run routes:generate`).
 */
export interface PublicRequests {
  path: RegExp;
  paged: RegExp;
}

export function publicRequests(table: RouteTable = routeTable): PublicRequests {
  return {
    path: templatesPattern([...table.publicPages, ...table.publicFiles, ...table.publicApi]),
    paged: templatesPattern(table.pagedPages, "\\?page=[1-9]\\d{0,2}"),
  };
}
const PUBLIC = publicRequests();
const CACHEABLE_TYPE = /^(text\/html|text\/plain|application\/json|application\/xml)/;
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

/**
 * Bodies larger than this are kept compressed only. The whole legacy lists are tens of MB at a large company's
 * size (45 MB of trainings): a plain copy beside the brotli and gzip ones doubled what they held, for the rare
 * client that accepts neither (Next answers that one).
 */
const MAX_PLAIN_BYTES = 1_000_000;

interface Page {
  headers: Record<string, string | string[]>;
  csp: string;
  etag: string;
  identity: Buffer | undefined;
  gzip: Buffer;
  br: Buffer;
  expiresAt: number;
  /** The cache tags its render read; undefined: unknown, dropped by any write. */
  tags: ReadonlySet<string> | undefined;
}

export interface PageCacheStats {
  hits: number;
  misses: number;
  stored: number;
}

/** The key of a request the cache may answer, or undefined. */
export function pageKey(req: Pick<http.IncomingMessage, "method" | "url" | "headers">, publicOnes: PublicRequests = PUBLIC): string | undefined {
  if (req.method !== "GET" && req.method !== "HEAD") return undefined;
  const url = req.url ?? "/";
  // The one query string a public page shares with every visitor: a page number of the catalogue's lists.
  if (url.includes("?") && !publicOnes.paged.test(url)) return undefined;
  if (!publicOnes.path.test(url.split("?")[0]!)) return undefined;
  const h = req.headers;
  // A session cookie is no reason to skip: nothing on a public page depends on the visitor (the navigation
  // learns who is signed in in the browser). An Authorization header is an API client, never a page view.
  if (h.authorization) return undefined;
  // Client-side navigations ask for the RSC payload of the same URL: Next answers those.
  if (h.rsc || h["next-router-prefetch"] || h["next-router-state-tree"] || h["next-action"]) return undefined;
  return url;
}

/**
 * The policy of a kept page: the inline scripts the server itself marked (they carry the capture's
 * nonce) listed by SHA-256, and nothing else; an inline script without that nonce (markup someone got into the
 * page) is neither hashed nor allowed. 'strict-dynamic' stays, and so does the capture's nonce: Next's bundles are
 * parser-inserted <script src> tags that 'strict-dynamic' allows by nonce only (it ignores 'self'). The nonce was
 * unknown to anyone when the kept bytes were rendered, and markup written afterwards reaches a page only through a
 * new render with a new nonce, so sharing it among the visitors of one kept copy lets no injected script run.
 */
export function hashedPolicy(csp: string, html: string): string {
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  if (!nonce) return csp;
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const marked = new RegExp(`\\bnonce=(["']?)${nonce.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}\\1(?=[\\s>]|$)`).test(match[1] ?? "");
    if (marked && match[2]) hashes.add(`'sha256-${createHash("sha256").update(match[2], "utf8").digest("base64")}'`);
  }
  return csp.replace(`'nonce-${nonce}'`, [`'nonce-${nonce}'`, ...hashes].join(" "));
}

/** How long past its minute a page may still answer visitors while it renders again. */
const STALE_FOR_MS = 60_000;

/** The start of the next minute: statuses follow the clock, so no page outlives it (but for STALE_FOR_MS). */
const nextMinute = (now: number) => (Math.floor(now / 60_000) + 1) * 60_000;

/**
 * At most this many bytes of kept pages (their brotli, gzip and plain copies) besides the count: pages differ a
 * hundredfold in size, so a count alone let the cache grow with the data. The oldest go first.
 */
export const MAX_PAGE_CACHE_BYTES = 64 * 1024 * 1024;

const bytesOf = (page: Page) => page.br.length + page.gzip.length + (page.identity?.length ?? 0);

export function createPageCache(options: { maxPages?: number; maxBytes?: number; now?: () => number; ownBytes?: OwnBytesSource; routes?: RouteTable } = {}) {
  /** The headers Next gave each own-bytes answer (the proxy's security headers). */
  const ownHeaders = new Map<string, Record<string, string | string[]>>();
  /** A path whose answers keep their own bytes (only with a source of them: otherwise it is a page as any). */
  const ownPath = (key: string) => options.ownBytes?.owns(key) ?? false;
  const pages = new Map<string, Page>();
  const publicOnes = options.routes ? publicRequests(options.routes) : PUBLIC;
  const keyOf = (req: http.IncomingMessage) => pageKey(req, publicOnes);
  const maxPages = options.maxPages ?? 500;
  const maxBytes = options.maxBytes ?? MAX_PAGE_CACHE_BYTES;
  let bytes = 0;
  const drop = (key: string) => {
    const page = pages.get(key);
    if (page) bytes -= bytesOf(page);
    pages.delete(key);
  };
  const now = options.now ?? Date.now;
  const stats: PageCacheStats = { hits: 0, misses: 0, stored: 0 };
  let generation = 0;
  /** Renders under way, by key: visitors who ask for the same page meanwhile wait for it instead of rendering it again. */
  const rendering = new Map<string, { generation: number; done: Promise<void> }>();

  const clear = () => {
    generation++;
    pages.clear();
    bytes = 0;
  };

  /** Drops the pages that read any of `tags` (every page for "all"); renders under way are not kept. */
  const invalidate = (tags: readonly string[] | "all") => {
    if (tags === "all") return clear();
    generation++;
    for (const [key, page] of pages) if (!page.tags || tags.some((t) => page.tags!.has(t))) drop(key);
  };

  /** Answers from an answer's own bytes: brotli, gzip, or the gzip bytes decompressed as a stream. */
  function answerOwn(req: http.IncomingMessage, res: http.ServerResponse, bytes: OwnBytes, headers: Record<string, string | string[]>): void {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader("ETag", bytes.etag);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.setHeader("X-Page-Cache", "hit");
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

  /** Answers from memory when it can; true when it did. */
  function serve(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    const key = keyOf(req);
    if (!key) return false;
    if (ownPath(key)) {
      const [bytes, headers] = [options.ownBytes?.kept(key), ownHeaders.get(key)];
      if (!bytes || !headers) {
        stats.misses++;
        return false;
      }
      stats.hits++;
      answerOwn(req, res, bytes, headers);
      return true;
    }
    const page = pages.get(key);
    const at = now();
    // Past its minute a page is stale: while one visitor's request renders it again the others are answered the
    // stale bytes, not kept waiting (a whole legacy list takes seconds to render at a large company's size).
    // A write empties the cache instead, so nobody is ever answered what was true before a write.
    const stale = page !== undefined && page.expiresAt <= at;
    if (!page || (stale && !(at - page.expiresAt < STALE_FOR_MS && rendering.get(key)?.generation === generation))) {
      if (page && at - page.expiresAt >= STALE_FOR_MS) drop(key);
      stats.misses++;
      return false;
    }
    const revalidated = String(req.headers["if-none-match"] ?? "") === page.etag;
    const accepts = String(req.headers["accept-encoding"] ?? "");
    const [body, encoding] = /\bbr\b/.test(accepts) ? [page.br, "br"] : /\bgzip\b/.test(accepts) ? [page.gzip, "gzip"] : [page.identity, undefined];
    if (!body && !revalidated) {
      stats.misses++;
      return false;
    }
    stats.hits++;
    for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
    if (page.csp) res.setHeader("Content-Security-Policy", page.csp);
    res.setHeader("ETag", page.etag);
    res.setHeader("Vary", "Accept-Encoding");
    // Browsers and proxies may keep it but must ask again (cheap: 304 on the ETag).
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.setHeader("X-Page-Cache", stale ? "stale" : "hit");
    if (revalidated || !body) {
      // (No body here means the visitor revalidated.)
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

  /**
   * Answers from memory, or from the render of the same page already under way when no write has happened since it
   * began (a burst of visitors after a write costs one render, not one each); true when it did.
   */
  async function serveOrWait(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> {
    if (serve(req, res)) return true;
    const key = keyOf(req);
    const headers = key && ownHeaders.get(key);
    const building = headers && options.ownBytes?.ensure(key);
    if (headers && building) {
      // A whole list after a write (or its minute): wait for its one build, then answer its bytes.
      const bytes = await building.catch(() => undefined);
      if (!bytes) return false;
      stats.hits++;
      answerOwn(req, res, bytes, headers);
      return true;
    }
    const pending = key ? rendering.get(key) : undefined;
    if (!pending || pending.generation !== generation) return false;
    await pending.done;
    return serve(req, res);
  }

  /**
   * Watches a rendered answer go out, and keeps it when it is a public page (compression runs off the loop).
   * Answers the set the render fills with the cache tags it reads (run the render inside readingTags with it).
   */
  function capture(req: http.IncomingMessage, res: http.ServerResponse): Set<string> {
    const tags = new Set<string>();
    const key = keyOf(req);
    // Every visitor is served the kept page, but only what an anonymous visitor was answered is kept: should a
    // public page ever come to depend on the session, nobody is shown someone else's.
    if (key && ownPath(key)) {
      // Plain from Next (it would compress tens of MB again); its headers are kept for the answers from the bytes.
      delete req.headers["accept-encoding"];
      res.once("finish", () => {
        if (res.statusCode !== 200 || !OWN_BYTES_ETAG.test(String(res.getHeader("etag") ?? ""))) return;
        const headers: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (value !== undefined && !TRANSFER_HEADERS.has(name.toLowerCase())) headers[name] = typeof value === "number" ? String(value) : value;
        }
        ownHeaders.set(key, headers);
      });
      return tags;
    }
    if (!key || req.method !== "GET" || SESSION_COOKIE_IN_HEADER.test(String(req.headers.cookie ?? ""))) return tags;
    const startedIn = generation;
    let settle = () => {};
    const entry = { generation: startedIn, done: new Promise<void>((resolve) => (settle = resolve)) };
    rendering.set(key, entry);
    const finished = () => {
      if (rendering.get(key) === entry) rendering.delete(key);
      settle();
    };
    // An answer that never finishes (the visitor left) releases whoever waits for it too.
    res.once("close", () => setImmediate(() => res.writableFinished || finished()));
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
    let ownBytes: boolean | undefined;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (ownBytes === undefined && (ownBytes = OWN_BYTES_ETAG.test(String(res.getHeader("etag") ?? "")))) finished();
      if (ownBytes) return;
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
      else chunks.push(Buffer.from(chunk as Uint8Array));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as typeof res.end;
    res.once("finish", () => {
      const type = String(res.getHeader("content-type") ?? "");
      const csp = String(res.getHeader("content-security-policy") ?? "");
      if (ownBytes || res.statusCode !== 200 || !CACHEABLE_TYPE.test(type) || res.getHeader("set-cookie")) return finished();
      const sent = Buffer.concat(chunks);
      // Next compresses what it sends when the visitor accepts it: keep the plain bytes, compress our own way.
      const decode = DECODERS[String(res.getHeader("content-encoding") ?? "identity")];
      if (!decode) return finished();
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (value !== undefined && !TRANSFER_HEADERS.has(name.toLowerCase())) headers[name] = typeof value === "number" ? String(value) : value;
      }
      const html = type.startsWith("text/html");
      void decode(sent)
        // A kept page's scripts start after its first contentful paint (server/page-cache-loader.ts says why).
        .then((rendered) => (html ? Buffer.from(deferScripts(rendered.toString("utf8"), /'nonce-([^']+)'/.exec(csp)?.[1]), "utf8") : rendered))
        .then((identity) => Promise.all([identity, brotli(identity, BROTLI_OPTIONS), gzip(identity, { level: 6 })]))
        .then(([identity, br, gz]) => {
          // A write happened while this was rendering or compressing: the bytes may be stale; don't keep them.
          if (generation !== startedIn) return;
          const page: Page = {
            headers,
            csp: html ? hashedPolicy(csp, identity.toString("utf8")) : csp,
            etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
            identity: identity.length > MAX_PLAIN_BYTES ? undefined : identity,
            gzip: gz,
            br,
            expiresAt: nextMinute(now()),
            tags: tags.size > 0 ? tags : undefined,
          };
          drop(key);
          // Too large for the whole budget: answered, never kept.
          if (bytesOf(page) > maxBytes) return;
          while (pages.size > 0 && (pages.size >= maxPages || bytes + bytesOf(page) > maxBytes)) drop(pages.keys().next().value!);
          pages.set(key, page);
          bytes += bytesOf(page);
          stats.stored++;
        })
        .catch(() => undefined)
        .finally(finished);
    });
    return tags;
  }

  return { serve, serveOrWait, capture, clear, invalidate, stats, size: () => pages.size, bytes: () => bytes };
}
export type PageCache = ReturnType<typeof createPageCache>;
