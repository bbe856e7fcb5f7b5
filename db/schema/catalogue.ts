import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { CourseModule } from "../../lib/validation/course";
import { createdAt, idColumn, updatedAt } from "./_columns";
import { users } from "./users";

export const categories = pgTable(
  "categories",
  {
    id: idColumn(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("categories_name_lower_key").on(sql`lower(${t.name})`),
    uniqueIndex("categories_slug_key").on(t.slug),
  ],
);
export type Category = typeof categories.$inferSelect;

export const courses = pgTable(
  "courses",
  {
    id: idColumn(),
    title: text("title").notNull(),
    shortDescription: text("short_description").notNull(),
    images: jsonb("images").$type<string[]>().notNull().default([]),
    overviewHtml: text("overview_html").notNull().default(""),
    durationHours: integer("duration_hours").notNull(),
    outline: jsonb("outline").$type<CourseModule[]>().notNull().default([]),
    // Denormalised from visible reviews, recomputed in the transaction that changes them.
    ratingAverage: numeric("rating_average", { precision: 2, scale: 1, mode: "number" }).notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("courses_created_at_idx").on(t.createdAt),
    check("courses_duration_check", sql`${t.durationHours} > 0 and ${t.durationHours} <= 10000`),
    check("courses_rating_check", sql`${t.ratingAverage} >= 0 and ${t.ratingAverage} <= 5`),
  ],
);
export type Course = typeof courses.$inferSelect;

export const courseCategories = pgTable(
  "course_categories",
  {
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    // Restrict: a category in use cannot be deleted.
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.categoryId] }), index("course_categories_category_idx").on(t.categoryId)],
);

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("trainings_course_idx").on(t.courseId),
    index("trainings_start_date_idx").on(t.startDate),
    check("trainings_dates_check", sql`${t.endDate} >= ${t.startDate}`),
    check("trainings_start_time_check", sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check("trainings_end_time_check", sql`${t.endTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);
export type Training = typeof trainings.$inferSelect;

export const enrolments = pgTable(
  "enrolments",
  {
    id: idColumn(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    trainingId: text("training_id")
      .notNull()
      .references(() => trainings.id, { onDelete: "cascade" }),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("enrolments_user_training_key").on(t.userId, t.trainingId),
    index("enrolments_training_idx").on(t.trainingId),
  ],
);
export type Enrolment = typeof enrolments.$inferSelect;

export const reviews = pgTable(
  "reviews",
  {
    id: idColumn(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).notNull(),
    review: text("review").notNull(),
    isVisible: boolean("is_visible").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("reviews_user_course_key").on(t.userId, t.courseId),
    index("reviews_course_idx").on(t.courseId),
    index("reviews_visible_created_idx").on(t.isVisible, t.createdAt),
    // Half steps from 0.5 to 5.
    check("reviews_rating_check", sql`${t.rating} >= 0.5 and ${t.rating} <= 5 and ${t.rating} * 2 = floor(${t.rating} * 2)`),
  ],
);
export type Review = typeof reviews.$inferSelect;

export const clients = pgTable(
  "clients",
  {
    id: idColumn(),
    name: text("name").notNull(),
    imageUrl: text("image_url").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("clients_position_idx").on(t.position)],
);
export type Client = typeof clients.$inferSelect;

/**
 * A learner's private calendar feed. Only a random key is stored; the URL's token is the key plus an HMAC
 * of it under the session secret, so the database alone can't produce a working feed URL. Revoking deletes the row.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  key: text("key").notNull().unique(),
  createdAt: createdAt(),
});
