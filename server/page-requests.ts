// Which requests the page cache may answer, and the policy of a page it keeps.
import { createHash } from "node:crypto";
import type http from "node:http";
import { templatesPattern, type RouteTable } from "../lib/routes";
import { routeTable } from "../lib/routes.generated";

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
export const PUBLIC = publicRequests();

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
