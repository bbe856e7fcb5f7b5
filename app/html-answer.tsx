import "server-only";
import type { ReactElement } from "react";

/**
 * A whole HTML document answered by a route handler (the API routes of links in mails sent before their pages
 * existed, and Join's 404): the page's own component rendered by react-dom/server, so no markup is built from
 * strings. It links no stylesheet (the API's policy allows none), so it shows unstyled; the token in the address
 * goes to no other site.
 */
export async function htmlAnswer(status: number, title: string, body: ReactElement): Promise<Response> {
  // Loaded on first use: only these answers need the renderer on the server side.
  const { renderToStaticMarkup } = await import("react-dom/server");
  const html = renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
      </head>
      <body>{body}</body>
    </html>,
  );
  return new Response(`<!doctype html>${html}`, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" },
  });
}
