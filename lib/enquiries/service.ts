import "server-only";
import { getDb } from "../../db";
import { contactMessages } from "../../db/schema";
import { env } from "../env";
import type { RateLimitRule } from "../http/rate-limit";
import { log } from "../log";
import { enqueueMail } from "../mail/outbox";
import type { ContactMessageBody } from "../validation/contact";

/** Per client address: enough for a visitor who corrects and resends, too few for a spam run. */
export const enquiryRateLimit: RateLimitRule = {
  name: "contact:ip",
  limit: 10,
  windowSeconds: 600,
  message: "You have sent several messages in a short time. Please try again later.",
};

export interface CreatedEnquiry {
  _id: string;
  createdAt: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The notice to CONTACT_INBOX: plain text and escaped HTML (the visitor's text is never markup). */
export function enquiryNotice(enquiry: ContactMessageBody & { id: string }, appUrl: string) {
  const rows: [string, string][] = [
    ["Name", enquiry.contactName],
    ["Email", enquiry.contactEmail],
    ["Phone", enquiry.contactPhone],
    ["Training type", enquiry.contactTrainingType],
    ...(enquiry.contactCourse ? ([["Course", enquiry.contactCourse]] as [string, string][]) : []),
  ];
  const subject = `New ${enquiry.contactTrainingType.toLowerCase()} enquiry from ${enquiry.contactName}`.replace(/[\r\n]+/g, " ");
  const text = [
    "A new enquiry arrived through the website.",
    "",
    ...rows.map(([k, v]) => `${k}: ${v}`),
    "",
    "Message:",
    enquiry.contactMessage,
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
<p style="white-space:pre-wrap">${escapeHtml(enquiry.contactMessage)}</p>
<p style="color:#64748b;font-size:12px">Reference ${escapeHtml(enquiry.id)}</p>
</body></html>`;
  return { subject, text, html };
}

/**
 * Stores an enquiry and, in the same transaction, queues the notice to CONTACT_INBOX (when set): the
 * visitor is thanked only after both are committed, and a mail server that is down delays the notice
 * without losing it.
 */
export async function createEnquiry(input: ContactMessageBody): Promise<CreatedEnquiry> {
  const config = env();
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: input.contactName,
        email: input.contactEmail,
        phone: input.contactPhone,
        trainingType: input.contactTrainingType,
        message: input.contactMessage,
        course: input.contactCourse ?? null,
      })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    if (config.CONTACT_INBOX) {
      await enqueueMail(tx, { to: config.CONTACT_INBOX, ...enquiryNotice({ ...input, id: row!.id }, config.APP_URL) });
    }
    return row!;
  });
  log.info("enquiry stored", { id: created.id, trainingType: input.contactTrainingType, notified: Boolean(config.CONTACT_INBOX) });
  return { _id: created.id, createdAt: created.createdAt.toISOString() };
}
