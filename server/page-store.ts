// The kept pages of the page cache (server/page-cache.ts): their bytes, and a budget of count and bytes.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { deferScripts } from "./page-cache-loader";
import { hashedPolicy } from "./page-requests";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// Brotli 5 and gzip 6, not 11 and 9: every write empties the cache, so pages are compressed again at the rate
// staff edit. Measured on a 207 KB catalogue page: brotli 11 took 196 ms for 16.6 KB, brotli 5 3 ms for 18.8 KB;
// at 11 a soak of 3 staff edits a second kept both cores compressing and pushed every answer past a second.
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
export const DECODERS: Record<string, (bytes: Buffer) => Promise<Buffer>> = {
  identity: async (bytes) => bytes,
  gzip: promisify(zlib.gunzip),
  br: promisify(zlib.brotliDecompress),
  deflate: promisify(zlib.inflate),
};

/**
 * Bodies larger than this are kept compressed only. The whole legacy lists are tens of MB at a large company's
 * size (45 MB of trainings): a plain copy beside the brotli and gzip ones doubled what they held, for the rare
 * client that accepts neither (Next answers that one).
 */
const MAX_PLAIN_BYTES = 1_000_000;

/**
 * At most this many bytes of kept pages (their brotli, gzip and plain copies) besides the count: pages differ a
 * hundredfold in size, so a count alone let the cache grow with the data. The oldest go first.
 */
export const MAX_PAGE_CACHE_BYTES = 64 * 1024 * 1024;

export interface Page {
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

/** The start of the next minute: statuses follow the clock, so no page outlives it (but for its stale minute). */
export const nextMinute = (now: number) => (Math.floor(now / 60_000) + 1) * 60_000;

/**
 * The page to keep from a rendered answer's bytes (`encoding` as sent): plain, with a kept page's scripts started
 * after its first contentful paint (server/page-cache-loader.ts says why), its policy hashed, compressed.
 */
export async function pageOf(
  sent: Buffer,
  rendered: { encoding: string; type: string; csp: string; headers: Page["headers"]; tags: ReadonlySet<string>; expiresAt: number },
): Promise<Page | undefined> {
  const decode = DECODERS[rendered.encoding];
  if (!decode) return undefined;
  const html = rendered.type.startsWith("text/html");
  const plain = await decode(sent);
  const identity = html ? Buffer.from(deferScripts(plain.toString("utf8"), /'nonce-([^']+)'/.exec(rendered.csp)?.[1]), "utf8") : plain;
  const [br, gz] = await Promise.all([brotli(identity, BROTLI_OPTIONS), gzip(identity, { level: 6 })]);
  return {
    headers: rendered.headers,
    csp: html ? hashedPolicy(rendered.csp, identity.toString("utf8")) : rendered.csp,
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
    identity: identity.length > MAX_PLAIN_BYTES ? undefined : identity,
    gzip: gz,
    br,
    expiresAt: rendered.expiresAt,
    tags: rendered.tags.size > 0 ? rendered.tags : undefined,
  };
}

const bytesOf = (page: Page) => page.br.length + page.gzip.length + (page.identity?.length ?? 0);

/** Kept pages by key, within `maxPages` and `maxBytes` (the oldest go first). */
export function createPageStore(maxPages: number, maxBytes: number) {
  const pages = new Map<string, Page>();
  let bytes = 0;
  const drop = (key: string) => {
    const page = pages.get(key);
    if (page) bytes -= bytesOf(page);
    pages.delete(key);
  };
  return {
    get: (key: string) => pages.get(key),
    drop,
    /** Keeps `page` under `key` (false: too large for the whole budget, answered but never kept). */
    put(key: string, page: Page): boolean {
      drop(key);
      if (bytesOf(page) > maxBytes) return false;
      while (pages.size > 0 && (pages.size >= maxPages || bytes + bytesOf(page) > maxBytes)) drop(pages.keys().next().value!);
      pages.set(key, page);
      bytes += bytesOf(page);
      return true;
    },
    /** Drops the pages that read any of `tags`, and those whose tags are unknown. */
    dropReading(tags: readonly string[]) {
      for (const [key, page] of pages) if (!page.tags || tags.some((t) => page.tags!.has(t))) drop(key);
    },
    clear() {
      pages.clear();
      bytes = 0;
    },
    size: () => pages.size,
    bytes: () => bytes,
  };
}
