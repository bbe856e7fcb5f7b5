import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, idColumn, updatedAt } from "./_columns";
import { courses } from "./courses";
import { trainers } from "./trainers";

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
    days: text("days")
      .array()
      .notNull()
      .default(sql`'{Mon,Tue,Wed,Thu,Fri,Sat,Sun}'`),
    skipDates: date("skip_dates", { mode: "string" })
      .array()
      .notNull()
      .default(sql`'{}'`),
    // Minutes before each session a reminder goes out; null = the REMINDER_OFFSETS default.
    reminders: integer("reminders").array(),
    // The calendar event's SEQUENCE: raised on every change learners are told about.
    sequence: integer("sequence").notNull().default(0),
    // When the product issued the certificates of this training after it completed.
    certificatesIssuedAt: timestamp("certificates_issued_at", { withTimezone: true }),
    // Per seat, tax inclusive, in minor units of `currency`; null = "fees on enquiry" (billing-and-delivery.md §2).
    priceMinor: bigint("price_minor", { mode: "number" }),
    currency: text("currency").notNull().default("INR"),
    // The early-bird price per seat, up to and including `earlyBirdUntil` in the training's zone.
    earlyBirdMinor: bigint("early_bird_minor", { mode: "number" }),
    earlyBirdUntil: date("early_bird_until", { mode: "string" }),
    // Group tiers: the highest `minSeats` at most the seats bought takes its percent off.
    groupDiscounts: jsonb("group_discounts").$type<{ minSeats: number; percentOff: number }[]>().notNull().default([]),
    // Who teaches it (§8); null = not assigned yet.
    trainerId: text("trainer_id").references(() => trainers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("trainings_course_idx").on(t.courseId),
    index("trainings_start_date_idx").on(t.startDate),
    // The console's list: later days first, the earlier start time first within a day, ties by id (lib/trainings/staff.ts
    // trainingListOrder, the same expression).
    index("trainings_start_idx").on(
      sql`((${t.startDate} - date '2000-01-01') * 1440 - (substr(${t.startTime}, 1, 2)::int * 60 + substr(${t.startTime}, 4, 2)::int))`,
      t.id,
    ),
    check("trainings_dates_check", sql`${t.endDate} >= ${t.startDate}`),
    check("trainings_start_time_check", sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check("trainings_end_time_check", sql`${t.endTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check("trainings_seats_check", sql`${t.seats} is null or ${t.seats} >= 1`),
    index("trainings_trainer_idx").on(t.trainerId),
    check("trainings_price_check", sql`${t.priceMinor} is null or ${t.priceMinor} > 0`),
    check("trainings_early_bird_check", sql`(${t.earlyBirdMinor} is null) = (${t.earlyBirdUntil} is null)`),
  ],
);
export type Training = typeof trainings.$inferSelect;
