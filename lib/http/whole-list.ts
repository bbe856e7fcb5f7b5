import "server-only";
import { createHash } from "node:crypto";
import { once } from "node:events";
import { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import zlib from "node:zlib";
import { onInvalidation } from "../cache";
import { now as clockNow } from "../clock";
import { remember } from "../remember";

/** The compressed bytes of one answer, chunk by chunk, with the ETag of its plain text. */
export interface OwnBytes {
  etag: string;
  br: Buffer[];
  gzip: Buffer[];
  brBytes: number;
  gzipBytes: number;
  rawBytes: number;
  /** The bytes stand in for a build under way: a write, a clock change or their freshness made them out of date. */
  stale?: boolean;
}

/** Where the page cache finds the answers that keep their own bytes (wholeListSource below). */
export interface OwnBytesSource {
  /** Whether the answers of this path keep bytes of their own (the page cache then keeps no copy of them). */
  owns(path: string): boolean;
  /** The bytes that may answer now, or undefined. */
  kept(path: string): OwnBytes | undefined;
  /** The bytes once built (or the build under way); undefined when the list was never asked for in this process. */
  ensure(path: string): Promise<OwnBytes> | undefined;
}

/**
 * The legacy whole-list calls: at a large company's size they are tens of MB of JSON (10,000 courses,
 * 20,000 trainings each with its course, 50,000 reviews). Serialising them as one object per request (then the
 * page cache decoding and compressing the whole answer again) took seconds and held the raw JSON several times
 * over. Here each list is built once per change of its cache tags: its items come from the database a chunk at a
 * time (keyset), each chunk's JSON goes straight into a brotli and a gzip stream, and only the compressed bytes are
 * kept (never the whole raw JSON, never two copies of it). Every request is answered from those bytes (ETag, 304;
 * a client that accepts neither encoding gets the gzip bytes decompressed as a stream). Concurrent first requests
 * wait for the one build. A write to one of the list's tags, the clock reaching an item's change, or ten minutes
 * make the bytes out of date: the next request starts a build and waits for it up to half a second (at the demo
 * size a build is done by then, so a writer reads its write); when the build takes longer (seconds at a large
 * company's size) it and everyone until the build is done get the bytes before, marked stale, for at most ten
 * minutes after they went out of date. The route handler answers from here, so the page cache
 * (server/page-cache.ts) leaves these paths alone.
 */
export interface WholeList<K extends string = string> {
  /** The call's path (the store's key, and the page cache's; the route's, lib/http/whole-list-route.ts). */
  key: K;
  /** The cache tags a write drops the list by (lib/cache.ts invalidations, local or from another instance). */
  tags: readonly string[];
  /**
   * The list follows the product's clock (a training's status): its bytes are kept from the instant they were built
   * for until the first instant at which an item's JSON changes (what the items reported to `changesAt`).
   */
  followsClock?: boolean;
  /**
   * The JSON of every item in the contract's order, a chunk at a time, all as at the build's `now` (the product's
   * clock). A list that follows the clock reports each item's next change (the first instant after `now` at which
   * its JSON is written differently; undefined: never) to `changesAt`.
   */
  items: (build: ListBuild) => AsyncIterable<readonly string[]>;
}

export interface ListBuild {
  now: Date;
  changesAt: (at: Date | undefined) => void;
}

interface Built extends OwnBytes {
  /** The generation of the list's tags it was built at (a write raises it). */
  generation: number;
  /** Real time (ms) of the first write after its build began: from then on it is out of date. */
  outdatedAt?: number;
  /** The product-clock instant it was built for (ms). */
  builtAt: number;
  /** The first product-clock instant (ms) at which one of its items changes (lists that follow the clock). */
  changesAt: number;
  /** Real time until which it is fresh. */
  freshUntil: number;
}

/** A list that does not follow the clock is still built again after this long (a change another instance missed). */
const FRESH_FOR_MS = 10 * 60_000;
/** Out-of-date bytes may stand in for a build under way for this long after they went out of date. */
const STALE_FOR_MS = 10 * 60_000;
/** How long a request waits for a build before out-of-date bytes stand in (setWholeListWait: tests). */
let waitMs = 500;
// Brotli 4 and gzip 1, lower than the page cache's 5 and 6: a build compresses up to 150 MB, and on 10 MB of
// trainings' JSON brotli 4 took 160 ms against 5's 400 ms for the same size, gzip 1 56 ms against 6's 330 ms (the
// gzip copy serves the rare client without brotli, and the plain answer decoded from it).
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } };
const GZIP_OPTIONS = { level: 1 };

interface Building {
  generation: number;
  done: Promise<Built>;
  /** Real time (ms) of the first write since it began. */
  outdatedAt?: number;
}

interface Store {
  built: Map<string, Built>;
  building: Map<string, Building>;
  /** Raised for a list by every write to one of its tags: bytes built before it are out of date. */
  generation: Map<string, number>;
  tags: Map<string, readonly string[]>;
  /** The lists asked for so far, so the custom server can build one again after a write. */
  lists: Map<string, { list: WholeList; message: string }>;
  builds: number;
}

const store = remember("whole-list.store", (): Store => {
  const s: Store = { built: new Map(), building: new Map(), generation: new Map(), tags: new Map(), lists: new Map(), builds: 0 };
  onInvalidation((tags) => {
    for (const [key, own] of s.tags) {
      if (tags !== "all" && !own.some((t) => tags.includes(t))) continue;
      s.generation.set(key, (s.generation.get(key) ?? 0) + 1);
      // The bytes kept and the build under way went out of date now, unless an earlier write did it.
      const [kept, pending] = [s.built.get(key), s.building.get(key)];
      if (kept) kept.outdatedAt ??= Date.now();
      if (pending) pending.outdatedAt ??= Date.now();
    }
  });
  return s;
});

async function build(list: WholeList, message: string, generation: number): Promise<Built> {
  store.builds++;
  const now = clockNow();
  let changesAt = Infinity;
  const context: ListBuild = { now, changesAt: (at) => void (at && at.getTime() > now.getTime() && (changesAt = Math.min(changesAt, at.getTime()))) };
  const br = zlib.createBrotliCompress(BROTLI_OPTIONS);
  const gz = zlib.createGzip(GZIP_OPTIONS);
  const brChunks: Buffer[] = [];
  const gzChunks: Buffer[] = [];
  let [brBytes, gzipBytes, rawBytes] = [0, 0, 0];
  br.on("data", (chunk: Buffer) => (brChunks.push(chunk), (brBytes += chunk.length)));
  gz.on("data", (chunk: Buffer) => (gzChunks.push(chunk), (gzipBytes += chunk.length)));
  const ended = Promise.all([once(br, "end"), once(gz, "end")]);
  const hash = createHash("sha256");
  const write = async (text: string) => {
    const bytes = Buffer.from(text, "utf8");
    rawBytes += bytes.length;
    hash.update(bytes);
    const [a, b] = [br.write(bytes), gz.write(bytes)];
    // Backpressure: the next chunk is read from the database once the compressors took this one.
    await Promise.all([a || once(br, "drain"), b || once(gz, "drain")]);
  };
  try {
    // Exactly what Response.json() of the envelope writes: {"success":true,"message":…,"data":[…]}.
    let first = true;
    await write(`{"success":true,"message":${JSON.stringify(message)},"data":[`);
    for await (const chunk of list.items(context)) {
      if (chunk.length > 0) {
        await write((first ? "" : ",") + chunk.join(","));
        first = false;
      }
      // A build of a large list takes seconds of CPU: requests are answered between its chunks.
      await nextTurn();
    }
    await write("]}");
    br.end();
    gz.end();
    await ended;
  } catch (err) {
    br.destroy();
    gz.destroy();
    throw err;
  }
  return {
    // "wl-": the page cache keeps no copy of these (OWN_BYTES_ETAG in server/page-cache.ts).
    etag: `"wl-${hash.digest("base64url").slice(0, 27)}"`,
    br: brChunks,
    gzip: gzChunks,
    brBytes,
    gzipBytes,
    rawBytes,
    generation,
    builtAt: now.getTime(),
    changesAt,
    freshUntil: Date.now() + FRESH_FOR_MS,
  };
}

const generationOf = (list: WholeList) => store.generation.get(list.key) ?? 0;

/** Whether `kept` is what a build would write now: its generation, its items (a list that follows the clock is what
 * it was built as from its instant until its first change), its freshness. */
function isCurrent(list: WholeList, kept: Built): boolean {
  const clock = clockNow().getTime();
  return kept.generation === generationOf(list) && (!list.followsClock || clock < kept.changesAt) && Date.now() < kept.freshUntil;
}

/** How long ago (ms) out-of-date `kept` went out of date: a write, the clock at an item's change, its freshness. */
function outOfDateFor(list: WholeList, kept: Built): number {
  const at = Date.now();
  return Math.max(
    kept.generation === generationOf(list) ? 0 : at - (kept.outdatedAt ?? at),
    list.followsClock ? clockNow().getTime() - kept.changesAt : 0,
    at - kept.freshUntil,
  );
}

/** Whether `kept` may answer now: current, or standing in (marked stale) while `building` is under way. */
function answerable(list: WholeList, kept: Built | undefined, building: boolean): OwnBytes | undefined {
  // Never the bytes of a later instant at an earlier one (a clock moved back, as tests move it).
  if (!kept || kept.builtAt > clockNow().getTime()) return undefined;
  if (isCurrent(list, kept)) return kept;
  return building && outOfDateFor(list, kept) < STALE_FOR_MS ? { ...kept, stale: true } : undefined;
}

/** The kept bytes while current, or while a build is under way the bytes before it when they may stand in. */
function keptBytes(list: WholeList): OwnBytes | undefined {
  return answerable(list, store.built.get(list.key), store.building.get(list.key)?.generation === generationOf(list));
}

/** The build of the list's current generation: the one under way, or a new one. */
function currentBuild(list: WholeList, message: string): Promise<Built> {
  const generation = generationOf(list);
  const pending = store.building.get(list.key);
  if (pending && pending.generation === generation) return pending.done;
  const entry: Building = {
    generation,
    done: build(list, message, generation).then((built) => {
      // A write while it ran made it out of date then. Kept unless bytes of a later generation are kept already.
      built.outdatedAt = entry.outdatedAt;
      if ((store.built.get(list.key)?.generation ?? -1) <= generation) store.built.set(list.key, built);
      return built;
    }),
  };
  const { done } = entry;
  store.building.set(list.key, entry);
  const settle = () => void (store.building.get(list.key) === entry && store.building.delete(list.key));
  void done.then(settle, settle);
  return done;
}

async function bytesOf(list: WholeList, message: string): Promise<OwnBytes> {
  store.tags.set(list.key, list.tags);
  store.lists.set(list.key, { list, message });
  const kept = store.built.get(list.key);
  const current = answerable(list, kept, false);
  if (current) return current;
  const building = currentBuild(list, message);
  const standIn = answerable(list, kept, true);
  if (!standIn || waitMs === Infinity) return building;
  // Waits for the build a moment (a small list's is done by then), else the bytes before stand in.
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<OwnBytes>((resolve) => (timer = setTimeout(() => resolve(standIn), waitMs)));
  return Promise.race([building, waited]).finally(() => clearTimeout(timer));
}

/** Tests: how long a request waits for a build before out-of-date bytes stand in (Infinity: always waits). */
export function setWholeListWait(ms: number | undefined): void {
  waitMs = ms ?? 500;
}

/**
 * The whole list as Next answers it (the envelope with `message`), plain: Next drops a route's Content-Encoding, so
 * the compressed bytes go out through the custom server's page cache (wholeListSource), and this answer is the
 * gzip bytes decompressed as a stream (the first request after a start, API clients with a token, `next dev`).
 * 304 on its ETag.
 */
export async function wholeListResponse(request: Request, list: WholeList, message: string): Promise<Response> {
  const built = await bytesOf(list, message);
  const headers = new Headers({
    "Content-Type": "application/json",
    ETag: built.etag,
    // Browsers and proxies may keep it but must ask again (cheap: 304 on the ETag), as the page cache answers pages.
    "Cache-Control": "public, max-age=0, must-revalidate",
  });
  if (request.headers.get("if-none-match") === built.etag) return new Response(null, { status: 304, headers });
  const body = Readable.from(built.gzip, { objectMode: false }).pipe(zlib.createGunzip());
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, { status: 200, headers });
}

/** The bytes of `lists` for the custom server's page cache (server/page-cache.ts), by path: the lists say which paths. */
export function wholeListSource(lists: readonly WholeList[]): OwnBytesSource {
  const paths = new Set(lists.map((list) => list.key));
  // A list's message is the route's (wholeListResponse): known once the route has answered in this process.
  const known = (path: string) => (paths.has(path) ? store.lists.get(path) : undefined);
  return {
    owns: (path) => paths.has(path),
    kept(path) {
      const list = known(path);
      return list && keptBytes(list.list);
    },
    ensure(path) {
      const list = known(path);
      return list && bytesOf(list.list, list.message);
    },
  };
}

/** How many builds ran in this process (tests: concurrent cold requests build once). */
export const wholeListBuilds = (): number => store.builds;

/** The bytes a list keeps now (tests, the bench). */
export function keptWholeList(key: string): { rawBytes: number; brBytes: number; gzipBytes: number; changesAt?: Date } | undefined {
  const kept = store.built.get(key);
  return (
    kept && {
      rawBytes: kept.rawBytes,
      brBytes: kept.brBytes,
      gzipBytes: kept.gzipBytes,
      ...(Number.isFinite(kept.changesAt) && { changesAt: new Date(kept.changesAt) }),
    }
  );
}
