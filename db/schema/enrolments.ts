import { boolean, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idColumn, updatedAt } from "./_columns";
import { bookings } from "./sales";
import { trainingColumn, learnerColumn } from "./_training-columns";

export const enrolments = pgTable(
  "enrolments",
  {
    id: idColumn(),
    userId: learnerColumn(),
    trainingId: trainingColumn(),
    isActive: boolean("is_active").notNull().default(true),
    // The booking whose seat this is; its learners are active exactly while it is paid in full.
    bookingId: text("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    // A staff decision the booking's "paid means active" rule respects: true on, false off, null the rule decides.
    accessOverride: boolean("access_override"),
    overrideReason: text("override_reason"),
    // False when a training lead seated an account their organisation did not already see: the client's views
    // (lead, buyer) then show its address, never the name its owner registered under.
    clientSeesName: boolean("client_sees_name").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("enrolments_user_training_key").on(t.userId, t.trainingId),
    index("enrolments_training_idx").on(t.trainingId),
    index("enrolments_booking_idx").on(t.bookingId),
    // The staff lists, newest first (read backwards), without sorting a million enrolments a page.
    index("enrolments_created_idx").on(t.createdAt, t.id),
  ],
);
export type Enrolment = typeof enrolments.$inferSelect;
