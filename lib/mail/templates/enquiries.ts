import type { NewEnquiry } from "../../validation/enquiries";
import type { OutgoingMail } from "../outbox";
import { escapeHtml } from "./layout";

/**
 * The notice of a new enquiry to CONTACT_INBOX: plain text and escaped HTML (the visitor's words are never
 * markup), and a subject that no line break in a name can split.
 */
export function enquiryNoticeMail(to: string, enquiry: NewEnquiry & { id: string }, appUrl: string): OutgoingMail {
  const rows: [string, string][] = [
    ["Name", enquiry.name],
    ["Email", enquiry.email],
    ["Phone", enquiry.phone],
    ["Training type", enquiry.trainingType],
    ...(enquiry.courseTitle ? ([["Course", enquiry.courseTitle]] as [string, string][]) : []),
  ];
  const subject = `New ${enquiry.trainingType.toLowerCase()} enquiry from ${enquiry.name}`.replace(/[\r\n]+/g, " ");
  const text = [
    "A new enquiry arrived through the website.",
    "",
    ...rows.map(([k, v]) => `${k}: ${v}`),
    "",
    "Message:",
    enquiry.message,
    "",
    `Reference: ${enquiry.id}`,
    `Staff console: ${appUrl}/admin`,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
<h1 style="font-size:18px;color:#4338ca">New enquiry from the website</h1>
<table cellpadding="6" style="border-collapse:collapse">${rows
    .map(([k, v]) => `<tr><th align="left" style="color:#475569">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join("")}</table>
<h2 style="font-size:15px">Message</h2>
<p style="white-space:pre-wrap">${escapeHtml(enquiry.message)}</p>
<p style="color:#64748b;font-size:12px">Reference ${escapeHtml(enquiry.id)}</p>
</body></html>`;
  return { to, subject, text, html };
}
