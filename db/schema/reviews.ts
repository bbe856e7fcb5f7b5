import { sql } from "drizzle-orm";
import { boolean, check, index, numeric, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { belongsTo, createdAt, idColumn, updatedAt } from "./_columns";
import { courses } from "./courses";
import { learnerColumn } from "./_training-columns";

export const reviews = pgTable(
  "reviews",
  {
    id: idColumn(),
    userId: learnerColumn(),
    courseId: belongsTo("course_id", () => courses.id),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).notNull(),
    review: text("review").notNull(),
    isVisible: boolean("is_visible").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("reviews_user_course_key").on(t.userId, t.courseId),
    index("reviews_course_idx").on(t.courseId),
    // The console's list, newest first, ties by id, of every review or of one visibility (lib/reviews/reads.ts reviewListOrder).
    index("reviews_created_idx").on(t.createdAt, t.id),
    index("reviews_visible_created_idx").on(t.isVisible, t.createdAt, t.id),
    // Half steps from 0.5 to 5.
    check("reviews_rating_check", sql`${t.rating} >= 0.5 and ${t.rating} <= 5 and ${t.rating} * 2 = floor(${t.rating} * 2)`),
  ],
);
export type Review = typeof reviews.$inferSelect;
