import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { OutlineModule } from "../../lib/validation/courses";
import { belongsTo, createdAt, idColumn, updatedAt } from "./_columns";

export const categories = pgTable(
  "categories",
  {
    id: idColumn(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("categories_name_lower_key").on(sql`lower(${t.name})`), uniqueIndex("categories_slug_key").on(t.slug)],
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
    outline: jsonb("outline").$type<OutlineModule[]>().notNull().default([]),
    // Denormalised from visible reviews, recomputed in the transaction that changes them.
    ratingAverage: numeric("rating_average", { precision: 2, scale: 1, mode: "number" }).notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The console's list, newest first, ties by id (lib/courses/staff.ts courseListOrder).
    index("courses_created_idx").on(t.createdAt, t.id),
    check("courses_duration_check", sql`${t.durationHours} > 0 and ${t.durationHours} <= 10000`),
    check("courses_rating_check", sql`${t.ratingAverage} >= 0 and ${t.ratingAverage} <= 5`),
  ],
);
export type Course = typeof courses.$inferSelect;

export const courseCategories = pgTable(
  "course_categories",
  {
    courseId: belongsTo("course_id", () => courses.id),
    // Restrict: a category in use cannot be deleted.
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.categoryId] }), index("course_categories_category_idx").on(t.categoryId)],
);
