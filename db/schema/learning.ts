import { check, date, index, numeric, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt, idColumn } from "./_columns";
import { users } from "./accounts";
import { trainings } from "./trainings";
import { trainingColumn, learnerColumn } from "./_training-columns";

/** Who attended which session: the first join through /join/{trainingId}, or a staff correction. */
export const attendance = pgTable(
  "attendance",
  {
    id: idColumn(),
    trainingId: trainingColumn(),
    userId: learnerColumn(),
    sessionDate: date("session_date", { mode: "string" }).notNull(),
    // The first join (kept on repeated joins); null for a record staff added by hand.
    joinedAt: timestamp("joined_at", { withTimezone: true }),
    recordedBy: text("recorded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("attendance_training_user_session_key").on(t.trainingId, t.userId, t.sessionDate), index("attendance_user_idx").on(t.userId)],
);

/**
 * A certificate of attendance. The id is at least 128 random bits (the public verification URL); what it
 * states is copied in when it is issued, so a later rename or date change does not rewrite it.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: text("id").primaryKey(),
    trainingId: text("training_id")
      .notNull()
      .references(() => trainings.id, { onDelete: "restrict" }),
    userId: learnerColumn(),
    learnerName: text("learner_name").notNull(),
    courseTitle: text("course_title").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    // Hours of instruction over the batch's sessions.
    hours: numeric("hours", { precision: 7, scale: 1, mode: "number" }).notNull(),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    // Null when the product issued it by itself.
    issuedBy: text("issued_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: text("revoked_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("certificates_training_user_key").on(t.trainingId, t.userId),
    index("certificates_user_idx").on(t.userId),
    check("certificates_id_check", sql`length(${t.id}) >= 22`),
  ],
);
export type Certificate = typeof certificates.$inferSelect;
