import { readUnsubscribeToken, unsubscribe } from "@/lib/batches/unsubscribe";
import { defineRoute } from "@/lib/http/contract";
import { htmlPage, mailedLinkContract } from "@/lib/http/html-page";

const settings = { href: "/account/edit", label: "Notification settings" };
const invalid = () =>
  htmlPage({
    status: 400,
    heading: "This link does not work",
    text: "This unsubscribe link is invalid. You can switch reminders off in your notification settings.",
    link: settings,
  });
const channelName = (channel: string) => (channel === "email" ? "email" : "SMS");

const common = mailedLinkContract(["Accounts"], "A forged, malformed or expired token");

/**
 * The link in a reminder mail: a page whose button turns that channel's reminders off. Mail scanners and link
 * previews fetch links, so a GET changes nothing.
 */
export const GET = defineRoute("GET /api/user/unsubscribe", {
  ...common,
  summary: "The unsubscribe link of a reminder mail: a page with an Unsubscribe button (nothing changes on GET)",
  handler: async ({ query }) => {
    const claims = readUnsubscribeToken(query.token);
    if (!claims) return invalid();
    return htmlPage({
      status: 200,
      heading: "Unsubscribe from session reminders",
      text: `Press Unsubscribe and you will no longer get session reminders by ${channelName(claims.channel)}.`,
      form: { action: `/api/user/unsubscribe?token=${encodeURIComponent(query.token)}`, button: "Unsubscribe" },
      link: settings,
    });
  },
});

/** The page's button, and RFC 8058 one-click: mail providers POST `List-Unsubscribe=One-Click` to the same address. */
export const POST = defineRoute("POST /api/user/unsubscribe", {
  ...common,
  summary: "Turn off session reminders on the channel the token names (the page's button; RFC 8058 one-click)",
  handler: async ({ query }) => {
    const done = await unsubscribe(query.token);
    if (!done) return invalid();
    return htmlPage({
      status: 200,
      heading: "You are unsubscribed",
      text: `You will no longer get session reminders by ${channelName(done.channel)}. You can switch them back on in your notification settings.`,
      link: settings,
    });
  },
});
