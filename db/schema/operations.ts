import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, idColumn, updatedAt } from "./_columns";
import { users } from "./users";

export const trainingTypes = ["Individual", "Enterprise"] as const;
export const enquiryStatuses = ["new", "contacted", "closed"] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

/** Enquiries sent from the contact forms; stored before the visitor is thanked. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: idColumn(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    trainingType: text("training_type", { enum: trainingTypes }).notNull(),
    message: text("message").notNull(),
    course: text("course"),
    status: text("status", { enum: enquiryStatuses }).notNull().default("new"),
    staffNote: text("staff_note").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("contact_messages_status_created_idx").on(t.status, t.createdAt),
    index("contact_messages_created_idx").on(t.createdAt),
    check("contact_messages_type_check", sql`${t.trainingType} in ('Individual', 'Enterprise')`),
    check("contact_messages_status_check", sql`${t.status} in ('new', 'contacted', 'closed')`),
  ],
);
export type ContactMessage = typeof contactMessages.$inferSelect;

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

/** Fixed-window counters shared by every instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/** Who changed what, when, with the row before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_entity_idx").on(t.entity, t.entityId), index("audit_log_created_idx").on(t.createdAt)],
);
