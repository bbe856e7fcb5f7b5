import { z } from "zod";

// The contract of the API routes of links in mails (unsubscribe, waitlist confirmation). A GET of such a link only
// ever shows a page: the change happens when the person presses the button, which posts to the same address (mail
// scanners and link previews fetch links, they do not submit forms). New mails link to the app's pages
// (/unsubscribe, /waitlist/confirm); these routes keep answering the links of mails sent before, and RFC 8058
// one-click POSTs. Their page is rendered from the same React components (app/api/html-answer.tsx).

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

/** The token of a mailed link's page from its search parameters ("" when absent or too long, which no check accepts). */
export function mailedLinkToken(value: string | string[] | undefined): string {
  const parsed = linkQuery.safeParse({ token: Array.isArray(value) ? value[0] : value });
  return parsed.success ? parsed.data.token : "";
}

/** The token of a mailed link's form (its hidden field), like mailedLinkToken. */
export const mailedLinkFormToken = (data: FormData): string => {
  const value = data.get("token");
  return mailedLinkToken(typeof value === "string" ? value : undefined);
};
