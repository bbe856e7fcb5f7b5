/**
 * Routes declared once: a page folder says what the custom server and the proxy need to know about it in
 * a `route.config.ts` beside its page.tsx (Next accepts only its own exports from a page module; any other file in
 * app/ is colocated, never routed). scripts/routes-generate.ts reads those declarations and the API's route
 * contracts (`cache: "public"` in defineRoute) and writes lib/routes.generated.ts (data only: path templates) and
 * app/api/routes.generated.ts (the API's route modules). The page cache, proxy.ts and app/sitemap.ts read the
 * data; app/api/registry.ts the modules.
 *
 *   // app/(site)/about-us/route.config.ts
 *   export default defineSegment({ cache: "public", sitemap: { priority: 0.6, changeFrequency: "monthly" } });
 *
 * Browser-safe and free of imports but types: proxy.ts and the page cache read it too.
 */
import type { Access } from "./http/contract";

export type ChangeFrequency = "always" | "hourly" | "daily" | "weekly" | "monthly" | "yearly" | "never";

export interface SegmentDeclaration {
  /**
   * "public": the page is the same bytes for every anonymous visitor, so the custom server keeps what it rendered
   * (server/page-cache.ts) until a write it read or the next minute.
   */
  cache?: "public";
  /** The one query parameter visitors share on a cached page: `?page=N` (1–999) of a list is kept too. */
  pagedBy?: "page";
  /**
   * Who may see this folder's page and everything below it. Without a session cookie proxy.ts sends the visitor
   * to the login page first (the real check stays in the page: a cookie's presence proves nothing).
   */
  access?: Exclude<Access, "public">;
  /**
   * The page's address carries a secret (a token in its path or query): proxy.ts sends `Referrer-Policy: no-referrer`
   * and `X-Robots-Tag: noindex`, so the address reaches no other site and no index. Never cached, never in the sitemap.
   */
  secretInAddress?: boolean;
  /** Listed in /sitemap.xml (pages without a dynamic segment only; courses and categories are listed from the data). */
  sitemap?: { priority: number; changeFrequency: ChangeFrequency };
}

/** The declaration of a route segment (the default export of its route.config.ts). */
export function defineSegment(declaration: SegmentDeclaration): SegmentDeclaration {
  return declaration;
}

/** A static sitemap entry, as generated. */
export interface SitemapPage {
  path: string;
  priority: number;
  changeFrequency: ChangeFrequency;
}

/** The routes the generator found (lib/routes.generated.ts holds the committed copy). */
export interface RouteTable {
  /** Pages kept by the page cache: path templates, a dynamic segment written `[name]`. */
  publicPages: readonly string[];
  /** Those of them whose `?page=N` is kept too. */
  pagedPages: readonly string[];
  /** Public GET calls of the API kept by the page cache: path templates, a parameter written `{name}`. */
  publicApi: readonly string[];
  /** Non-page files served the same to everyone (/sitemap.xml, /robots.txt). */
  publicFiles: readonly string[];
  /** Pages whose address carries a secret: path templates, a dynamic segment written `[name]`. */
  secretPages: readonly string[];
  /** Paths (and everything below) that need a signed-in visitor. */
  protectedPrefixes: readonly string[];
  sitemapPages: readonly SitemapPage[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** The regular expression source of a path template: `[name]` and `{name}` match one non-empty segment. */
export function templateSource(template: string): string {
  return template
    .split(/(\[[^\]/]+\]|\{[^}/]+\})/)
    .map((part, i) => (i % 2 === 1 ? "[^/?]+" : escape(part)))
    .join("");
}

/** One expression matching any of `templates` exactly (never matches when there are none). */
export function templatesPattern(templates: readonly string[], suffix = ""): RegExp {
  if (templates.length === 0) return /(?!)/;
  return new RegExp(`^(?:${templates.map(templateSource).join("|")})${suffix}$`);
}
