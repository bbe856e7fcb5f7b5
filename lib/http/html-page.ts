import "server-only";
import { z } from "zod";
import { escapeHtml } from "./escape-html";

// The few plain HTML pages route handlers answer themselves (the links in mails: unsubscribe, waitlist
// confirmation). A GET of such a link only ever shows a page: the change happens when the person presses the
// button, which posts to the same address (mail scanners and link previews fetch links, they do not submit forms).

/** The query of a mailed link: its token (absent: "", which no token check accepts). */
const linkQuery = z.object({ token: z.string().max(1000).default("") });

/** What both routes of a mailed link declare (GET shows the page, POST acts): public, the token in the query, a page answered. */
export const mailedLinkContract = (tags: string[], invalidToken: string) => ({
  access: "public" as const,
  tags,
  query: linkQuery,
  produces: "text/html",
  errors: { 400: invalidToken },
});

export interface HtmlPage {
  status: number;
  heading: string;
  text: string;
  /** A button that posts to `action` (same origin). */
  form?: { action: string; button: string };
  link?: { href: string; label: string };
}

export function htmlPage(page: HtmlPage): Response {
  const form = page.form
    ? `<form method="post" action="${escapeHtml(page.form.action)}" style="margin:0 0 16px"><button type="submit" style="padding:10px 20px;font-size:15px;font-weight:600;color:#fff;background:#4338ca;border:0;border-radius:8px;cursor:pointer">${escapeHtml(page.form.button)}</button></form>`
    : "";
  const link = page.link ? `<p style="margin:0"><a href="${escapeHtml(page.link.href)}" style="color:#4338ca">${escapeHtml(page.link.label)}</a></p>` : "";
  return new Response(
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(page.heading)}</title></head>
<body style="margin:0;padding:48px 16px;background:#f1f5f9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
<main style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:28px">
<h1 style="margin:0 0 12px;font-size:22px">${escapeHtml(page.heading)}</h1>
<p style="margin:0 0 16px;line-height:1.6;color:#334155">${escapeHtml(page.text)}</p>
${form}${link}
</main></body></html>`,
    {
      status: page.status,
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" },
    },
  );
}
