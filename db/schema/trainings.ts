import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, idColumn, updatedAt } from "./_columns";
import { courses } from "./courses";

export const trainings = pgTable(
  "trainings",
  {
    id: idColumn(),
    // Restrict: a course with trainings cannot be deleted.
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "restrict" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    timeZone: text("time_zone").notNull(),
    meetingLink: text("meeting_link").notNull().default(""),
    isCancelled: boolean("is_cancelled").notNull().default(false),
    // Seats on sale; null = no limit (sales-and-batches.md §3).
    seats: integer("seats"),
    // The weekdays sessions run on (Mon … Sun) and dates without a session.
    days: text("days").array().notNull().default(sql`'{Mon,Tue,Wed,Thu,Fri,Sat,Sun}'`),
    skipDates: date("skip_dates", { mode: "string" }).array().notNull().default(sql`'{}'`),
    // Minutes before each session a reminder goes out; null = the REMINDER_OFFSETS default.
    reminders: integer("reminders").array(),
    // The calendar event's SEQUENCE: raised on every change learners are told about.
    sequence: integer("sequence").notNull().default(0),
    // When the product issued the certificates of this training after it completed.
    certificatesIssuedAt: timestamp("certificates_issued_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("trainings_course_idx").on(t.courseId),
    index("trainings_start_date_idx").on(t.startDate),
    check("trainings_dates_check", sql`${t.endDate} >= ${t.startDate}`),
    check("trainings_start_time_check", sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check("trainings_end_time_check", sql`${t.endTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check("trainings_seats_check", sql`${t.seats} is null or ${t.seats} >= 1`),
  ],
);
export type Training = typeof trainings.$inferSelect;
