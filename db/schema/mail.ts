import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, idColumn } from "./_columns";

/** Outgoing mail, written in the transaction that caused it and sent by a worker with retries. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: idColumn(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_pending_idx").on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);
