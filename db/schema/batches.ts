import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idColumn, oneOf } from "./_columns";
import { trainingColumn, learnerColumn } from "./_training-columns";

/** People waiting for a seat in a full training, oldest first (sales-and-batches.md §3). */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: idColumn(),
    trainingId: trainingColumn(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    createdAt: createdAt(),
    // When the product mailed them that a seat is free; the seat is held for them 48 hours from then.
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    // When the person confirmed their address with the mailed link; an unconfirmed entry is nobody's place.
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [index("waitlist_entries_training_created_idx").on(t.trainingId, t.createdAt)],
);

export const reminderChannels = ["email", "sms"] as const;
export type ReminderChannel = (typeof reminderChannels)[number];

/**
 * One row per reminder the job handled: the unique key makes each (learner, training, session, offset,
 * channel) go out exactly once across restarts, clock jumps and several instances. `skipped` says why one
 * was not sent (quiet hours, opted out).
 */
export const reminderDeliveries = pgTable(
  "reminder_deliveries",
  {
    id: idColumn(),
    userId: learnerColumn(),
    trainingId: trainingColumn(),
    sessionDate: date("session_date", { mode: "string" }).notNull(),
    offsetMinutes: integer("offset_minutes").notNull(),
    channel: text("channel", { enum: reminderChannels }).notNull(),
    skipped: text("skipped"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reminder_deliveries_key").on(t.userId, t.trainingId, t.sessionDate, t.offsetMinutes, t.channel),
    index("reminder_deliveries_training_idx").on(t.trainingId),
    check("reminder_deliveries_channel_check", oneOf(t.channel, reminderChannels)),
  ],
);
