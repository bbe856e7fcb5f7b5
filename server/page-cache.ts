// Public pages at static-server speed: the custom server keeps the bytes of each public page (and public
// GET call of the API, the sitemap, robots.txt) it has rendered for an anonymous visitor, precompressed (brotli, gzip), and answers the next visitors from memory
// with an ETag (304 on revalidation), without waking Next. Each kept page remembers the cache tags of the data its
// render read (lib/cache.ts readingTags); a write anywhere (lib/cache.ts invalidations, on this instance or,
// through LISTEN/NOTIFY, another) drops the pages that read one of its tags, and a page whose render read nothing
// through the cache is dropped by any write (one course's review no longer empties every page). Each new minute
// ends a page too, since a training's status follows the clock; for one more minute it still answers (X-Page-Cache:
// stale) while one render refreshes it, so no page answered is more than two minutes old. Signed-in visitors get
// the same bytes (the navigation learns who they are in the browser) but never fill the cache; query strings (but a
// catalogue list's page number), API clients with a token (but for a whole list: the same bytes for every caller)
// and client navigations (RSC) always go to Next. Visitors
// who ask for a page while it renders wait for that render, unless a write happened since it began.
//
// With a `render` (the server's own request through Next, server/page-render.ts), no visitor is answered Next's raw
// render of a kept page: a missing page is rendered by such a request while the visitor waits for its kept bytes,
// and a page past its minute is refreshed by one in the background. Without it, the visitor's request renders.
//
// A kept page's policy lists the SHA-256 of the inline scripts its render marked with the nonce, keeps that nonce
// for Next's bundles and keeps 'strict-dynamic' (hashedPolicy says why sharing the nonce is safe). Its Next scripts
// are appended by an inline loader after the first contentful paint (page-cache-loader.ts).
import { randomBytes } from "node:crypto";
import type http from "node:http";
import type { RouteTable } from "../lib/routes";
import { SESSION_COOKIE_IN_HEADER } from "../lib/auth/session-cookie";
import type { OwnBytesSource } from "../lib/http/whole-list";
import { answerPage, pageHeaders, type CacheState } from "./page-cache-answer";
import { createOwnAnswers, OWN_BYTES_ETAG } from "./page-cache-own";
import { PUBLIC, pageKey, publicRequests } from "./page-requests";
import { createPageStore, MAX_PAGE_CACHE_BYTES, nextMinute, pageOf, type Page } from "./page-store";
import { createRenders, type RenderRequest } from "./page-renders";

export { hashedPolicy, pageKey, publicRequests, type PublicRequests } from "./page-requests";
export { MAX_PAGE_CACHE_BYTES } from "./page-store";
export { RENDER_HEADER, type RenderRequest } from "./page-renders";
export { OWN_BYTES_ETAG } from "./page-cache-own";

const CACHEABLE_TYPE = /^(text\/html|text\/plain|application\/json|application\/xml)/;

/** How long past its minute a page may still answer visitors while it renders again. */
const STALE_FOR_MS = 60_000;

export interface PageCacheStats {
  hits: number;
  misses: number;
  stored: number;
}

export interface PageCacheOptions {
  maxPages?: number;
  maxBytes?: number;
  now?: () => number;
  ownBytes?: OwnBytesSource;
  routes?: RouteTable;
  /** Renders a key through Next by the server's own request (server/page-render.ts), carrying RENDER_HEADER. */
  render?: RenderRequest;
}

export function createPageCache(options: PageCacheOptions = {}) {
  const store = createPageStore(options.maxPages ?? 500, options.maxBytes ?? MAX_PAGE_CACHE_BYTES);
  const publicOnes = options.routes ? publicRequests(options.routes) : PUBLIC;
  // An answer with its own bytes is the same for every caller: a public call ignores a token (API clients send
  // theirs with every call), so a token's request for one is answered from the bytes too.
  const keyOf = (req: http.IncomingMessage) => pageKey(req, publicOnes) ?? (req.headers.authorization ? ownKeyOf(req) : undefined);
  const ownKeyOf = (req: http.IncomingMessage) => {
    const key = pageKey({ method: req.method, url: req.url, headers: { ...req.headers, authorization: undefined } }, publicOnes);
    return key !== undefined && own.owns(key) ? key : undefined;
  };
  const now = options.now ?? Date.now;
  const stats: PageCacheStats = { hits: 0, misses: 0, stored: 0 };
  const renders = createRenders(options.render, now, randomBytes(16).toString("hex"));
  const own = createOwnAnswers(options.ownBytes, (key) => renders.start(key, "HEAD")?.done);

  const clear = () => {
    renders.written();
    store.clear();
  };
  /** Drops the pages that read any of `tags` (every page for "all"); renders under way are not kept. */
  const invalidate = (tags: readonly string[] | "all") => {
    if (tags === "all") return clear();
    renders.written();
    store.dropReading(tags);
  };
  const counted = (answered: boolean) => (answered ? stats.hits++ : stats.misses++, answered);

  /** Answers from memory when it can; true when it did. */
  function serve(req: http.IncomingMessage, res: http.ServerResponse, state?: CacheState): boolean {
    const key = keyOf(req);
    if (!key || renders.internal(req)) return false;
    if (own.owns(key)) return counted(own.serve(req, res, key));
    const page = store.get(key);
    const at = now();
    // Past its minute a page is stale: while one render refreshes it visitors are answered the stale bytes, not
    // kept waiting (a whole legacy list takes seconds to render at a large company's size). A write empties the
    // cache instead, so nobody is ever answered what was true before a write.
    const stale = page !== undefined && page.expiresAt <= at;
    if (page && stale && at - page.expiresAt >= STALE_FOR_MS) store.drop(key);
    if (!page || (stale && (at - page.expiresAt >= STALE_FOR_MS || !renders.refreshing(key)))) return counted(false);
    return counted(answerPage(req, res, page, state ?? (stale ? "stale" : "hit")));
  }

  /**
   * Answers from memory, or from the render of the same page already under way when no write has happened since it
   * began (a burst of visitors after a write costs one render, not one each), or with a `render`, from the render
   * it starts; true when it did.
   */
  async function serveOrWait(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> {
    if (serve(req, res)) return true;
    const key = keyOf(req);
    if (!key || renders.internal(req)) return false;
    if (own.owns(key)) return (await own.serveBuilt(req, res, key)) && counted(true);
    const pending = renders.pending(key) ?? renders.start(key, "GET");
    if (!pending) return false;
    await pending.done;
    return serve(req, res, renders.started(pending) ? "miss" : undefined);
  }

  /**
   * Watches a rendered answer go out, and keeps it when it is a public page (compression runs off the loop).
   * Answers the set the render fills with the cache tags it reads (run the render inside readingTags with it).
   */
  function capture(req: http.IncomingMessage, res: http.ServerResponse): Set<string> {
    const tags = new Set<string>();
    const key = keyOf(req);
    const owned = key !== undefined && own.owns(key);
    // Every visitor is served the kept page, but only what an anonymous visitor was answered is kept: should a
    // public page ever come to depend on the session, nobody is shown someone else's.
    const keeps = owned || (key && req.method === "GET" && !SESSION_COOKIE_IN_HEADER.test(String(req.headers.cookie ?? "")));
    const render = key && keeps ? renders.capturing(key, req) : undefined;
    if (!key || !render) return tags;
    if (owned) own.capture(key, req, res, () => render.finished(false));
    else keepWhenSent(res, tags, render, now, (page) => store.put(key, page) && (stats.stored++, true));
    return tags;
  }

  /** Renders `key` by the server's own request unless it is kept (a start's warm-up, server/page-render.ts). */
  async function warm(key: string): Promise<void> {
    if (own.owns(key) ? own.known(key) : store.get(key)) return;
    await renders.start(key, own.owns(key) ? "HEAD" : "GET")?.done;
  }

  return { serve, serveOrWait, capture, clear, invalidate, warm, stats, size: store.size, bytes: store.bytes };
}
export type PageCache = ReturnType<typeof createPageCache>;

/** Keeps the page `res` answers once sent (`keep`: false when it was not kept), when it is a page to keep. */
function keepWhenSent(
  res: http.ServerResponse,
  tags: ReadonlySet<string>,
  render: { finished: (kept: boolean) => void; current: () => boolean },
  now: () => number,
  keep: (page: Page) => boolean,
): void {
  // An answer that never finishes (the visitor left) releases whoever waits for it too.
  res.once("close", () => setImmediate(() => res.writableFinished || render.finished(false)));
  const recorded = recordBody(res, () => render.finished(false));
  res.once("finish", () => {
    const type = String(res.getHeader("content-type") ?? "");
    if (recorded.ownBytes() || res.statusCode !== 200 || !CACHEABLE_TYPE.test(type) || res.getHeader("set-cookie")) return render.finished(false);
    const rendered = {
      encoding: String(res.getHeader("content-encoding") ?? "identity"),
      csp: String(res.getHeader("content-security-policy") ?? ""),
      type,
      headers: pageHeaders(res),
      tags,
      expiresAt: nextMinute(now()),
    };
    void pageOf(Buffer.concat(recorded.chunks), rendered)
      // A write happened while this was rendering or compressing: the bytes may be stale; don't keep them.
      .then((page) => Boolean(page && render.current() && keep(page)))
      .catch(() => false)
      .then((kept) => render.finished(kept));
  });
}

/** The bytes Next writes to `res`, as written; `ownBytes()` once they turn out to be an answer with bytes of its own. */
function recordBody(res: http.ServerResponse, onOwnBytes: () => void) {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
  let ownBytes: boolean | undefined;
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (ownBytes === undefined && (ownBytes = OWN_BYTES_ETAG.test(String(res.getHeader("etag") ?? "")))) onOwnBytes();
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
  return { chunks, ownBytes: () => ownBytes === true };
}
