// The server's own requests through Next for the page cache (server/page-cache.ts): a page's render that no visitor
// is answered from (they get its kept bytes), and a start's warm-up of the public pages.
import http from "node:http";
import { log } from "../lib/log";
import { routeTable } from "../lib/routes.generated";
import { RENDER_HEADER, type PageCache, type RenderRequest } from "./page-cache";

/**
 * A page's render that takes longer than this releases its waiters (they are answered by Next themselves). A whole
 * list's HEAD waits for the list's build, which takes seconds at a large company's size and more on a busy machine:
 * cut at 30 s, its first visitors were answered tens of MB plain by Next instead.
 */
const RENDER_TIMEOUT_MS = { GET: 30_000, HEAD: 300_000 };
/** At most this many pages are rendered ahead at a start: the sitemap's first ones (fixed pages, then the catalogue). */
const WARM_PAGES = 40;

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

/** Requests `key` of the server on `port()` (the loopback), carrying RENDER_HEADER, and reads its answer away. */
export function selfRender(port: () => number | undefined): RenderRequest {
  return (key, method, id) =>
    new Promise<void>((resolve, reject) => {
      const at = port();
      if (!at) return reject(new Error("not listening yet"));
      const req = http.request(
        {
          host: "127.0.0.1",
          port: at,
          path: key,
          method,
          agent,
          timeout: RENDER_TIMEOUT_MS[method],
          headers: { [RENDER_HEADER]: id, "accept-encoding": "identity" },
        },
        (res) => {
          res.on("error", reject);
          res.on("end", resolve);
          res.resume();
        },
      );
      req.on("timeout", () => req.destroy(new Error("render timed out")));
      req.on("error", reject);
      req.end();
    });
}

/** The paths /sitemap.xml lists (read through the cache, which renders it first). */
async function sitemapPaths(cache: PageCache, port: number): Promise<string[]> {
  await cache.warm("/sitemap.xml");
  const response = await fetch(`http://127.0.0.1:${port}/sitemap.xml`);
  const text = await response.text();
  return [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.trim()).pathname);
}

/**
 * Renders the public pages ahead of their first visitor, one at a time: the sitemap's first WARM_PAGES, then
 * `lists` (the whole lists build their bytes). A visitor who asks meanwhile waits for that render, not for a second.
 */
export async function warmPages(cache: PageCache, port: number, lists: readonly string[]): Promise<void> {
  const started = performance.now();
  const fixed = routeTable.sitemapPages.map((page) => page.path);
  const listed = await sitemapPaths(cache, port).catch(() => [] as string[]);
  const pages = [...new Set([...fixed, ...listed])].slice(0, WARM_PAGES);
  for (const key of [...pages, ...lists]) await cache.warm(key).catch(() => undefined);
  log.info("pages rendered ahead", { pages: pages.length, lists: lists.length, ms: Math.round(performance.now() - started) });
}
