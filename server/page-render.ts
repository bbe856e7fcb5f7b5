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
  const text = await read(`http://127.0.0.1:${port}/sitemap.xml`, "application/xml");
  return [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.trim()).pathname);
}

/**
 * The pictures of the image path (/img?…) a page's HTML loads at once: each <img> that isn't lazy (the logo, a
 * first slide, a course page's own picture), as the browser asks for them.
 */
export function eagerPictures(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*>/g)]
    .map(([tag]) => (/\bloading="lazy"/.test(tag) ? undefined : /\bsrc="(\/img\?[^"]+)"/.exec(tag)?.[1]))
    .filter((src): src is string => src !== undefined)
    .map((src) => src.replaceAll("&amp;", "&"));
}

/** What Chromium accepts for an <img>: the image path draws the format the browser takes, so the first visitor's is drawn. */
const IMAGE_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

/**
 * Renders the public pages ahead of their first visitor, one at a time: the sitemap's first WARM_PAGES, then
 * `lists` (the whole lists build their bytes), then the pictures those pages load at once, so that a first visit
 * after a start doesn't wait for its largest picture to be drawn (0.1-0.5 s each, measured: /contact's LCP was 2.2 s
 * on the first Lighthouse run after a start, 1.0 s after). A visitor who asks meanwhile waits for that render, not
 * for a second.
 */
export async function warmPages(cache: PageCache, port: number, lists: readonly string[]): Promise<void> {
  const started = performance.now();
  const fixed = routeTable.sitemapPages.map((page) => page.path);
  const listed = await sitemapPaths(cache, port).catch(() => [] as string[]);
  const pages = [...new Set([...fixed, ...listed])].slice(0, WARM_PAGES);
  for (const key of [...pages, ...lists]) await cache.warm(key).catch(() => undefined);
  const pictures = new Set<string>();
  for (const key of pages) {
    const html = await read(`http://127.0.0.1:${port}${key}`, "text/html");
    for (const picture of eagerPictures(html)) pictures.add(picture);
  }
  for (const picture of pictures) await read(`http://127.0.0.1:${port}${picture}`, IMAGE_ACCEPT);
  log.info("pages rendered ahead", { pages: pages.length, lists: lists.length, pictures: pictures.size, ms: Math.round(performance.now() - started) });
}

/** The body at `url` as text ("" when it can't be had): the server asking itself, from its kept pages and pictures. */
function read(url: string, accept: string): Promise<string> {
  return fetch(url, { headers: { accept } })
    .then((response) => response.text())
    .catch(() => "");
}
