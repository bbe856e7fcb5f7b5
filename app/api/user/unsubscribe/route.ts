import { z } from "zod";
import { unsubscribe } from "@/lib/batches/unsubscribe";
import { defineRoute } from "@/lib/http/contract";

const query = z.object({ token: z.string().max(1000).default("") });

const page = (status: number, heading: string, text: string) =>
  new Response(
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${heading}</title></head>
<body style="margin:0;padding:48px 16px;background:#f1f5f9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
<main style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:28px">
<h1 style="margin:0 0 12px;font-size:22px">${heading}</h1>
<p style="margin:0 0 16px;line-height:1.6;color:#334155">${text}</p>
<p style="margin:0"><a href="/account/edit" style="color:#4338ca">Notification settings</a></p>
</main></body></html>`,
    { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" } },
  );

async function answer(token: string): Promise<Response> {
  const done = await unsubscribe(token);
  if (!done) return page(400, "This link does not work", "This unsubscribe link is invalid. You can switch reminders off in your notification settings.");
  const what = done.channel === "email" ? "email" : "SMS";
  return page(200, "You are unsubscribed", `You will no longer get session reminders by ${what}. You can switch them back on in your notification settings.`);
}

const common = {
  access: "public" as const,
  tags: ["Accounts"],
  query,
  produces: "text/html",
  errors: { 400: "A forged or malformed token" },
};

/** The link in a reminder mail: one click turns that channel's reminders off (the token is the credential). */
export const GET = defineRoute("GET /api/user/unsubscribe", {
  ...common,
  summary: "Turn off session reminders on the channel the token names (the link in every reminder mail)",
  handler: ({ query }) => answer(query.token),
});

/** RFC 8058 one-click: mail providers POST `List-Unsubscribe=One-Click` to the List-Unsubscribe address. */
export const POST = defineRoute("POST /api/user/unsubscribe", {
  ...common,
  summary: "One-click unsubscribe (RFC 8058): the same as the link, as mail providers send it",
  handler: ({ query }) => answer(query.token),
});
