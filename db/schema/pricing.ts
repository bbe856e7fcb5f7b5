import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idColumn } from "./_columns";
import { users } from "./accounts";
import { bookings } from "./sales";

/**
 * Discount codes (billing-and-delivery.md §2): a percent or an amount off a sale, with an optional last day, a cap on
 * uses and the batches it is valid for. Owned by lib/pricing.
 */
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: idColumn(),
    // As staff typed it (3–32 letters, digits or hyphens); matched case-insensitively.
    code: text("code").notNull(),
    // Exactly one of a whole percent (1–100) or an amount in minor units of `currency`.
    percentOff: integer("percent_off"),
    amountOffMinor: bigint("amount_off_minor", { mode: "number" }),
    currency: text("currency").notNull().default("INR"),
    // Valid through the end of this day in DEFAULT_TIME_ZONE; null = no last day.
    validUntil: date("valid_until", { mode: "string" }),
    // null = no cap. Uses are the not-cancelled bookings made with the code (discount_code_uses).
    maxUses: integer("max_uses"),
    // Valid for these trainings only; empty = every training.
    trainingIds: text("training_ids")
      .array()
      .notNull()
      .default(sql`'{}'`),
    // Ended by staff (DELETE): refused from then on like an expired code, kept for the bookings made with it.
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("discount_codes_code_lower_key").on(sql`lower(${t.code})`),
    // The console's list, newest first, by keyset (a page is an index range, however deep).
    index("discount_codes_created_idx").on(t.createdAt, t.id),
    check("discount_codes_code_check", sql`${t.code} ~ '^[A-Za-z0-9-]{3,32}$'`),
    check("discount_codes_one_discount_check", sql`(${t.percentOff} is null) <> (${t.amountOffMinor} is null)`),
    check("discount_codes_percent_check", sql`${t.percentOff} is null or ${t.percentOff} between 1 and 100`),
    check("discount_codes_amount_check", sql`${t.amountOffMinor} is null or ${t.amountOffMinor} > 0`),
    check("discount_codes_max_uses_check", sql`${t.maxUses} is null or ${t.maxUses} >= 1`),
  ],
);
export type DiscountCode = typeof discountCodes.$inferSelect;

/** One booking made with a code. A code's `uses` counts those whose booking is not cancelled. */
export const discountCodeUses = pgTable(
  "discount_code_uses",
  {
    id: idColumn(),
    codeId: text("code_id")
      .notNull()
      .references(() => discountCodes.id, { onDelete: "restrict" }),
    bookingId: text("booking_id")
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("discount_code_uses_code_idx").on(t.codeId)],
);
