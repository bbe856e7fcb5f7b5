import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** A file sent with a mail (an .ics, a PDF), its content base64. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}
import { createdAt, idColumn } from "./_columns";

/** Outgoing mail, written in the transaction that caused it and sent by a worker with retries. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: idColumn(),
    to: text("to").notNull(),
    // Copied to (books.md §1: an organisation's accounts address gets its tax documents); null when none.
    cc: text("cc"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    // Extra headers (List-Unsubscribe) and attachments.
    headers: jsonb("headers").$type<Record<string, string>>(),
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_pending_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
