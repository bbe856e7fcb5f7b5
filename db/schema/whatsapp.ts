import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, idColumn, oneOf } from "./_columns";

export const whatsappStatuses = ["queued", "sending", "sent", "fell_back", "failed"] as const;

/**
 * WhatsApp messages waiting or sent (billing-and-delivery.md §6). `key` names what a message is about (a payment
 * request, one of its reminders): queued once, in the transaction of the change that caused it. A sender claims a
 * row (queued → sending) for a lease before calling the provider, and `attempts` names the claim: a sender that died
 * leaves the row to be claimed again once `leaseUntil` has passed, and a late answer from a lost claim writes
 * nothing. A failure sends `smsBody` as one SMS when `smsFallback` allows. `notBefore` holds payment messages back through the quiet hours.
 */
export const whatsappMessages = pgTable(
  "whatsapp_messages",
  {
    id: idColumn(),
    key: text("key").notNull().unique(),
    to: text("to").notNull(),
    template: text("template").notNull(),
    variables: jsonb("variables").$type<Record<string, string>>().notNull(),
    body: text("body").notNull(),
    smsBody: text("sms_body").notNull(),
    smsFallback: boolean("sms_fallback").notNull(),
    notBefore: timestamp("not_before", { withTimezone: true }).notNull(),
    status: text("status", { enum: whatsappStatuses }).notNull().default("queued"),
    error: text("error").notNull().default(""),
    attempts: integer("attempts").notNull().default(0),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("whatsapp_messages_due_idx")
      .on(t.notBefore)
      .where(sql`${t.status} = 'queued'`),
    index("whatsapp_messages_lease_idx")
      .on(t.leaseUntil)
      .where(sql`${t.status} = 'sending'`),
    check("whatsapp_messages_status_check", oneOf(t.status, whatsappStatuses)),
  ],
);
