import { createElement } from "react";
import { UnsubscribeNotice, unsubscribeHeadings, type UnsubscribeState } from "@/components/site/mailed-link-notices";
import { readUnsubscribeToken } from "@/lib/batches/unsubscribe";
import { unsubscribeReminders } from "@/lib/operations/accounts/unsubscribe-reminders";
import { defineRoute } from "@/lib/http/contract";
import { mailedLinkContract } from "@/lib/http/mailed-link";
import { htmlAnswer } from "@/app/html-answer";

const answer = (status: number, state: UnsubscribeState) => htmlAnswer(status, unsubscribeHeadings[state.kind], createElement(UnsubscribeNotice, { state }));
const invalid = () => answer(400, { kind: "invalid" });

const common = mailedLinkContract(["Accounts"], "A forged, malformed or expired token");

/**
 * The link in reminder mails sent before the /unsubscribe page: the page whose button turns that channel's reminders
 * off. Mail scanners and link previews fetch links, so a GET changes nothing.
 */
export const GET = defineRoute("GET /api/user/unsubscribe", {
  ...common,
  summary: "The unsubscribe link of a reminder mail: a page with an Unsubscribe button (nothing changes on GET)",
  handler: async ({ query }) => {
    const claims = readUnsubscribeToken(query.token);
    if (!claims) return invalid();
    return answer(200, { kind: "ask", channel: claims.channel, action: `/api/user/unsubscribe?token=${encodeURIComponent(query.token)}` });
  },
});

/** The old page's button, and RFC 8058 one-click: mail providers POST `List-Unsubscribe=One-Click` to the header's address. */
export const POST = defineRoute("POST /api/user/unsubscribe", {
  ...common,
  summary: "Turn off session reminders on the channel the token names (the page's button; RFC 8058 one-click)",
  handler: async ({ query }) => {
    const done = await unsubscribeReminders(query.token);
    return done ? answer(200, { kind: "done", channel: done.channel }) : invalid();
  },
});
