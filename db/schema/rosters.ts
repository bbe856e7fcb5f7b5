import { sql } from "drizzle-orm";
import { boolean, check, date, index, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { belongsTo, createdAt, idColumn, oneOf, updatedAt } from "./_columns";
import { users } from "./accounts";
import { trainingColumn, learnerColumn } from "./_training-columns";

/** The meeting providers whose participant reports are read (billing-and-delivery.md §9). */
export const rosterFormatValues = ["zoom", "meet", "teams"] as const;

/**
 * A session's participant report as uploaded by staff or the batch's trainer: one a session (a new upload replaces
 * it). What it proved is in roster_marks; the report's rows that matched no learner are kept for the answer.
 * Owned by lib/attendance.
 */
export const sessionRosters = pgTable(
  "session_rosters",
  {
    id: idColumn(),
    trainingId: trainingColumn(),
    sessionDate: date("session_date", { mode: "string" }).notNull(),
    format: text("format").notNull(),
    fileName: text("file_name").notNull().default(""),
    unmatched: jsonb("unmatched").$type<{ name: string; email: string; minutes: number }[]>().notNull().default([]),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("session_rosters_training_session_key").on(t.trainingId, t.sessionDate),
    check("session_rosters_format_check", oneOf(t.format, rosterFormatValues)),
  ],
);
export type SessionRoster = typeof sessionRosters.$inferSelect;

/** Each actively enrolled learner's minutes in the meeting by a roster, and whether that made them present. */
export const rosterMarks = pgTable(
  "roster_marks",
  {
    rosterId: belongsTo("roster_id", () => sessionRosters.id),
    userId: learnerColumn(),
    minutes: numeric("minutes", { precision: 7, scale: 1, mode: "number" }).notNull(),
    present: boolean("present").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.rosterId, t.userId] }),
    index("roster_marks_user_idx").on(t.userId),
    check("roster_marks_minutes_check", sql`${t.minutes} >= 0`),
  ],
);

/** A staff member's word on one learner's session: it wins over the roster and the Join click. */
export const attendanceCorrections = pgTable(
  "attendance_corrections",
  {
    id: idColumn(),
    trainingId: trainingColumn(),
    userId: learnerColumn(),
    sessionDate: date("session_date", { mode: "string" }).notNull(),
    present: boolean("present").notNull(),
    recordedBy: text("recorded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("attendance_corrections_training_user_session_key").on(t.trainingId, t.userId, t.sessionDate)],
);
export type AttendanceCorrectionRow = typeof attendanceCorrections.$inferSelect;
