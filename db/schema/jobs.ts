import { text, timestamp, pgTable } from "drizzle-orm/pg-core";

/**
 * One row a background scan (reminders, certificates, the WhatsApp queue …): the instance that moves `held_until`
 * past the database's now() runs that tick of the scan, every other instance skips it (lib/jobs/leases.ts). Times
 * are the database's, so instances whose clocks disagree still take turns.
 */
export const jobLeases = pgTable("job_leases", {
  name: text("name").primaryKey(),
  heldUntil: timestamp("held_until", { withTimezone: true }).notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
});
