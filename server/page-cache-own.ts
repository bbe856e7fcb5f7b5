// The page cache's answers that keep compressed bytes of their own (the legacy whole lists, lib/http/whole-list.ts).
import type http from "node:http";
import type { OwnBytesSource } from "../lib/http/whole-list";
import { answerOwn, pageHeaders } from "./page-cache-answer";
import type { Page } from "./page-store";

/**
 * Answers that keep compressed bytes of their own (built once per change, tens of MB at a large company's size)
 * mark their ETag so: keeping a copy in the page cache would only decode and compress them again. Next drops a
 * route's Content-Encoding, so those bytes go out from here: the first answer through Next (plain; with a render,
 * the server's own HEAD request) tells their headers, and from then on every visitor is answered from the list's own
 * bytes (after a write, its build within half a second, else the bytes before, marked stale).
 */
export const OWN_BYTES_ETAG = /^"wl-/;

/** `source`'s answers by path; `render` asks Next for a path's headers (the server's own HEAD request). */
export function createOwnAnswers(source: OwnBytesSource | undefined, render: (key: string) => Promise<void> | undefined) {
  /** The headers Next gave each own-bytes answer (the proxy's security headers). */
  const headersOf = new Map<string, Page["headers"]>();
  return {
    /** A path whose answers keep their own bytes (only with a source of them: otherwise it is a page as any). */
    owns: (key: string) => source?.owns(key) ?? false,
    known: (key: string) => headersOf.has(key),
    /** Answers from the bytes kept now; false when there are none (or no headers yet). */
    serve(req: http.IncomingMessage, res: http.ServerResponse, key: string): boolean {
      const [bytes, headers] = [source?.kept(key), headersOf.get(key)];
      if (!bytes || !headers) return false;
      answerOwn(req, res, bytes, headers);
      return true;
    },
    /** Answers once the list's one build is done (after a write, its minute, or a start); false when it can't. */
    async serveBuilt(req: http.IncomingMessage, res: http.ServerResponse, key: string): Promise<boolean> {
      // Its headers are known from one answer through Next: the server's own, before the first visitor's.
      if (!headersOf.has(key)) await render(key);
      const headers = headersOf.get(key);
      const building = headers && source?.ensure(key);
      if (!headers || !building) return false;
      const bytes = await building.catch(() => undefined);
      if (!bytes) return false;
      answerOwn(req, res, bytes, headers);
      return true;
    },
    /** Keeps the headers of its answer; Next answers it plain (it would compress tens of MB again). */
    capture(key: string, req: http.IncomingMessage, res: http.ServerResponse, settle: () => void): void {
      delete req.headers["accept-encoding"];
      res.once("close", () => setImmediate(settle));
      res.once("finish", () => {
        if (res.statusCode === 200 && OWN_BYTES_ETAG.test(String(res.getHeader("etag") ?? ""))) headersOf.set(key, pageHeaders(res));
        settle();
      });
    },
  };
}
