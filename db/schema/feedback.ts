import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { belongsTo, createdAt, idColumn, oneOf } from "./_columns";
import { courses } from "./courses";
import { trainers } from "./trainers";
import { trainings } from "./trainings";
import { trainingColumn, learnerColumn } from "./_training-columns";

export const paceValues = ["too_slow", "right", "too_fast"] as const;

/**
 * A completed training whose survey mails were queued (billing-and-delivery.md §11): inserting the row is the claim,
 * so two processes never both send them. Owned by lib/feedback.
 */
export const feedbackRounds = pgTable("feedback_rounds", {
  trainingId: text("training_id")
    .primaryKey()
    .references(() => trainings.id, { onDelete: "cascade" }),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
});

/** One learner's personal survey link (the token is kept only as its SHA-256). */
export const feedbackRequests = pgTable(
  "feedback_requests",
  {
    id: idColumn(),
    trainingId: trainingColumn(),
    userId: learnerColumn(),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("feedback_requests_token_hash_key").on(t.tokenHash), uniqueIndex("feedback_requests_training_user_key").on(t.trainingId, t.userId)],
);

/** An answer to a survey; the training's course and trainer are copied in for the reports. */
export const feedbackResponses = pgTable(
  "feedback_responses",
  {
    id: idColumn(),
    requestId: belongsTo("request_id", () => feedbackRequests.id),
    trainingId: trainingColumn(),
    courseId: belongsTo("course_id", () => courses.id),
    trainerId: text("trainer_id").references(() => trainers.id, { onDelete: "set null" }),
    userId: learnerColumn(),
    nps: integer("nps").notNull(),
    trainerRating: integer("trainer_rating").notNull(),
    contentRating: integer("content_rating").notNull(),
    pace: text("pace").notNull(),
    comment: text("comment").notNull().default(""),
    publishAsReview: boolean("publish_as_review").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("feedback_responses_request_key").on(t.requestId),
    index("feedback_responses_training_idx").on(t.trainingId),
    index("feedback_responses_course_idx").on(t.courseId),
    index("feedback_responses_trainer_idx").on(t.trainerId),
    check("feedback_responses_nps_check", sql`${t.nps} between 0 and 10`),
    check("feedback_responses_trainer_rating_check", sql`${t.trainerRating} between 1 and 5`),
    check("feedback_responses_content_rating_check", sql`${t.contentRating} between 1 and 5`),
    check("feedback_responses_pace_check", oneOf(t.pace, paceValues)),
  ],
);
