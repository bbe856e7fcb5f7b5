import "server-only";
import { escapeHtml } from "../http/escape-html";
import { siteConfig } from "../site-config";
import type { JoinOutcome } from "./join";

/** "6:45 pm on Saturday, 29 November 2026": a moment in words, in the training's zone. */
export function inWords(at: Date, timeZone: string): string {
  const time = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "numeric", minute: "2-digit", hour12: true }).format(at);
  const day = new Intl.DateTimeFormat("en-GB", { timeZone, weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(at);
  return `${time} on ${day}`;
}

interface Content {
  title: string;
  heading: string;
  paragraphs: string[];
  links: { href: string; label: string; primary?: boolean }[];
}

/** What the Join page says when it can't send the learner to the meeting (outside the window, ended, cancelled). */
export function waitingContent(outcome: Exclude<JoinOutcome, { kind: "join" }>, trainingId: string): Content {
  const back = { href: "/my-learning", label: "Back to My Learning", primary: true };
  if (outcome.kind === "ended") {
    return {
      title: "This batch has ended",
      heading: "This batch has ended",
      paragraphs: [`All sessions of ${outcome.courseTitle} are over. Thank you for attending.`],
      links: [back],
    };
  }
  if (outcome.kind === "cancelled") {
    return {
      title: "This batch was cancelled",
      heading: "This batch was cancelled",
      paragraphs: [`${outcome.courseTitle} was cancelled, so there is no session to join.`],
      links: [back],
    };
  }
  const zone = `(${outcome.timeZone})`;
  const paragraphs = outcome.noLink
    ? [`The session of ${outcome.courseTitle} is open, but its meeting link is not ready yet. Please try again in a moment.`]
    : [
        `The next session of ${outcome.courseTitle} opens for joining at ${inWords(outcome.opensAt, outcome.timeZone)} ${zone}.`,
        `It starts at ${inWords(outcome.startsAt, outcome.timeZone)}. Join opens 15 minutes before each session and closes when it ends.`,
      ];
  return {
    title: "The session is not open yet",
    heading: outcome.noLink ? "The meeting link is not ready yet" : "The session is not open yet",
    paragraphs,
    links: [back, { href: `/join/${trainingId}`, label: "Try again" }],
  };
}

export const notFoundContent: Content = {
  title: "Page not found",
  heading: "Page not found",
  paragraphs: ["Oops! The page you're looking for doesn't exist or has been moved."],
  links: [
    { href: "/", label: "Go Back", primary: true },
    { href: "/training-courses", label: "Browse courses" },
  ],
};

const styles = `
*{box-sizing:border-box}body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1e293b;background:#f8fafc;min-height:100vh;display:flex;flex-direction:column}
header{background:#fff;border-bottom:1px solid #e2e8f0}header div,footer div{max-width:72rem;margin:0 auto;padding:1rem 1.5rem}
header a{font-weight:800;font-size:1.125rem;color:#0f172a;text-decoration:none}
main{flex:1;display:flex;align-items:flex-start;justify-content:center;padding:3rem 1rem}
.card{max-width:36rem;width:100%;background:#fff;border:1px solid #e2e8f0;border-radius:1rem;padding:2rem;box-shadow:0 1px 2px rgba(15,23,42,.06)}
h1{margin:0 0 1rem;font-size:1.5rem;line-height:1.3;color:#0f172a}p{margin:0 0 .75rem;line-height:1.6;color:#475569}
.links{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
.links a{display:inline-flex;align-items:center;height:2.5rem;padding:0 1rem;border-radius:.5rem;font-weight:600;text-decoration:none;border:1px solid #4338ca;color:#4338ca}
.links a.primary{background:#4338ca;color:#fff}.links a:focus-visible{outline:3px solid #a5b4fc;outline-offset:2px}
footer{border-top:1px solid #e2e8f0;background:#0f172a;color:#cbd5e1;font-size:.875rem}`;

/** A small page in the site's colours (a route handler answers it: the Join check must be able to answer 303). */
export function joinPageResponse(content: Content, status: number): Response {
  const links = content.links.map((l) => `<a href="${escapeHtml(l.href)}"${l.primary ? ' class="primary"' : ""}>${escapeHtml(l.label)}</a>`).join("");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(content.title)} | ${escapeHtml(siteConfig.name)}</title><style>${styles}</style></head>
<body><header><div><a href="/">${escapeHtml(siteConfig.name)}</a></div></header>
<main id="main"><div class="card"><h1>${escapeHtml(content.heading)}</h1>${content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}<div class="links">${links}</div></div></main>
<footer><div>© ${escapeHtml(siteConfig.legalName)}</div></footer></body></html>`;
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" },
  });
}
