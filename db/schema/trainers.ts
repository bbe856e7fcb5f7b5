import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, pgTable, text } from "drizzle-orm/pg-core";
import { belongsTo, createdAt, idColumn, updatedAt } from "./_columns";
import { users } from "./accounts";

/**
 * The people who teach batches (billing-and-delivery.md §8). A trainer is an account with the `trainer` role and this
 * profile; a training names its trainer (`trainings.trainer_id`). Owned by lib/trainers.
 */
export const trainers = pgTable(
  "trainers",
  {
    id: idColumn(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "restrict" }),
    skills: text("skills")
      .array()
      .notNull()
      .default(sql`'{}'`),
    // IANA zone: time off is given in dates of this zone.
    timeZone: text("time_zone").notNull(),
    // Per hour, in minor units of `currency`; null when not agreed.
    hourlyRateMinor: bigint("hourly_rate_minor", { mode: "number" }),
    currency: text("currency").notNull().default("INR"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("trainers_rate_check", sql`${t.hourlyRateMinor} is null or ${t.hourlyRateMinor} >= 0`)],
);
export type Trainer = typeof trainers.$inferSelect;

/** Days a trainer cannot teach, inclusive, in the trainer's zone: assigning a batch with a session then is a clash. */
export const trainerTimeOff = pgTable(
  "trainer_time_off",
  {
    id: idColumn(),
    trainerId: belongsTo("trainer_id", () => trainers.id),
    from: date("from_date", { mode: "string" }).notNull(),
    to: date("to_date", { mode: "string" }).notNull(),
    reason: text("reason").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("trainer_time_off_trainer_idx").on(t.trainerId, t.from), check("trainer_time_off_dates_check", sql`${t.to} >= ${t.from}`)],
);
export type TrainerTimeOff = typeof trainerTimeOff.$inferSelect;
