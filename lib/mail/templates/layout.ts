import type { OutgoingMail } from "../outbox";

/** The one HTML escape of every mail (templates only: nothing else builds mail HTML). */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export interface MailContent {
  to: string;
  subject: string;
  /** First line, e.g. "Hello Asha,". */
  greeting: string;
  /** Paragraphs before the button. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Paragraphs after the button (expiry, what to do if it wasn't you). */
  footnotes?: string[];
}

/**
 * One account mail as clean HTML (table layout, inline styles: what mail clients render) and plain text.
 * Every value is escaped; links are only ever built from APP_URL by the caller.
 */
export function renderMail(content: MailContent): OutgoingMail {
  const textParts = [content.greeting, "", ...content.paragraphs.flatMap((p) => [p, ""])];
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`, "");
  for (const note of content.footnotes ?? []) textParts.push(note, "");
  textParts.push("Stackwise Academy");

  const p = (text: string, style = "margin:0 0 16px;font-size:15px;line-height:1.6;color:#334155") => `<p style="${style}">${escapeHtml(text)}</p>`;
  const button = content.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:8px;background:#4338ca">` +
      `<a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 24px;font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(content.action.label)}</a>` +
      `</td></tr></table>` +
      p(`If the button does not work, copy this link into your browser: ${content.action.url}`, "margin:0 0 16px;font-size:13px;line-height:1.5;color:#64748b;word-break:break-all")
    : "";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#0f172a;padding:20px 28px;font-size:18px;font-weight:700;color:#ffffff">Stackwise Academy</td></tr>
<tr><td style="padding:28px">
${p(content.greeting, "margin:0 0 16px;font-size:16px;font-weight:600;color:#0f172a")}
${content.paragraphs.map((t) => p(t)).join("\n")}
${button}
${(content.footnotes ?? []).map((t) => p(t, "margin:0 0 12px;font-size:13px;line-height:1.5;color:#64748b")).join("\n")}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e2e8f0;font-size:12px;color:#94a3b8">You receive this email because of an action on your Stackwise Academy account.</td></tr>
</table></td></tr></table></body></html>`;
  return { to: content.to, subject: content.subject, text: textParts.join("\n"), html };
}
