// The renders of the page cache under way (server/page-cache.ts), by key: a visitor's request through Next, or the
// server's own (RENDER_HEADER, server/page-render.ts), which visitors wait for instead of rendering again.
import type http from "node:http";

/** The header that marks the server's own render request; its value is known only to this process. */
export const RENDER_HEADER = "x-page-cache-render";

/** Sends the server's own request for `key` through Next, with RENDER_HEADER set to `id`; settles once answered. */
export type RenderRequest = (key: string, method: "GET" | "HEAD", id: string) => Promise<void>;

/** After an own render of a key that was not kept (a 404, an error), visitors' requests render it for this long. */
const UNKEPT_FOR_MS = 60_000;

interface Render {
  /** The write count when it was asked for: visitors who come after a write don't wait for it. */
  generation: number;
  /** The write count when its render began: its bytes are kept only if none happened since. */
  startedIn: number;
  done: Promise<void>;
  settle: () => void;
  settled: boolean;
  /** The server's own request (not a visitor's). */
  own: boolean;
  /** Its request reached the capture. */
  captured: boolean;
}

export function createRenders(render: RenderRequest | undefined, now: () => number, token: string) {
  let generation = 0;
  let count = 0;
  const underway = new Map<string, Render>();
  const own = new Map<string, Render>();
  const unkept = new Map<string, { generation: number; at: number }>();
  const entry = (isOwn: boolean): Render => {
    let settle = () => {};
    const done = new Promise<void>((resolve) => (settle = resolve));
    return { generation, startedIn: generation, done, settle, settled: false, own: isOwn, captured: false };
  };
  const finish = (key: string, r: Render, kept: boolean) => {
    if (r.settled) return;
    r.settled = true;
    if (underway.get(key) === r) underway.delete(key);
    if (!kept && r.own) {
      if (unkept.size > 1000) unkept.clear();
      unkept.set(key, { generation, at: now() });
    }
    r.settle();
  };
  const pending = (key: string) => {
    const r = underway.get(key);
    return r && r.generation === generation ? r : undefined;
  };
  const ownId = (req: http.IncomingMessage) => {
    const id = req.headers[RENDER_HEADER];
    return typeof id === "string" && own.has(id) ? id : undefined;
  };

  /** Starts the server's own render of `key` (or answers the one under way); undefined without a way to render. */
  function start(key: string, method: "GET" | "HEAD"): Render | undefined {
    const current = pending(key);
    if (current || !render) return current;
    const failed = unkept.get(key);
    if (failed && failed.generation === generation && now() - failed.at < UNKEPT_FOR_MS) return undefined;
    const r = entry(true);
    const id = `${token}.${++count}`;
    underway.set(key, r);
    own.set(id, r);
    void render(key, method, id)
      .catch(() => undefined)
      .finally(() => {
        own.delete(id);
        // A request that never reached the capture (refused, timed out) releases its waiters here.
        if (!r.captured) finish(key, r, false);
      });
    return r;
  }

  return {
    /** A write happened: renders under way are not kept, and nobody new waits for them. */
    written: () => void generation++,
    /** Whether `req` is the server's own render request. */
    internal: (req: http.IncomingMessage) => ownId(req) !== undefined,
    pending,
    start,
    /** Whether a waiter's render was the server's own (its answer says "miss": it came from a render). */
    started: (r: Render) => r.own,
    /** A page past its minute may answer while a render refreshes it: true when one is under way (started if need be). */
    refreshing: (key: string) => (pending(key) ?? start(key, "GET")) !== undefined,
    /** The render of `req` begins: the server's own takes its entry; a visitor's becomes the one under way. */
    capturing(key: string, req: http.IncomingMessage) {
      const id = ownId(req);
      const r = (id && own.get(id)) || entry(false);
      r.captured = true;
      r.startedIn = generation;
      if (!r.own) underway.set(key, r);
      return {
        finished: (kept: boolean) => finish(key, r, kept),
        /** No write since the render began. */
        current: () => r.startedIn === generation,
      };
    },
  };
}
