import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, gstTreatmentCheck, idColumn, oneOf, paymentTermsCheck, updatedAt } from "./_columns";
import { users } from "./accounts";
import { enquiries } from "./enquiries";
import { organizations } from "./organizations";
import { buyerBillingColumns } from "./_buyer-columns";
import { trainings } from "./trainings";

/**
 * Gap-free numbers (booking and receipt numbers, one row per series and year). A number is taken with
 * `update … set value = value + 1 … returning` inside the transaction that uses it: the row lock orders
 * concurrent writers on every instance, and a rolled-back transaction gives its number back.
 */
export const numberSeries = pgTable("number_series", {
  name: text("name").primaryKey(),
  value: integer("value").notNull().default(0),
});

/** Seats a buyer agreed to pay for in one training (sales-and-batches.md §2). Money in minor units. */
export const bookings = pgTable(
  "bookings",
  {
    id: idColumn(),
    number: text("number").notNull().unique(),
    trainingId: text("training_id")
      .notNull()
      .references(() => trainings.id, { onDelete: "restrict" }),
    buyerName: text("buyer_name").notNull(),
    buyerEmail: text("buyer_email").notNull(),
    buyerPhone: text("buyer_phone").notNull().default(""),
    organization: text("organization").notNull().default(""),
    // The company that buys (billing-and-delivery.md §1): its name fills `organization`, its GSTIN, address and
    // state are the invoice's buyer. Without it, an individual buyer's billing details below.
    organizationId: text("organization_id").references(() => organizations.id, { onDelete: "restrict" }),
    ...buyerBillingColumns(),
    seats: integer("seats").notNull(),
    priceMinor: bigint("price_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("INR"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    enquiryId: text("enquiry_id").references(() => enquiries.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("bookings_training_idx").on(t.trainingId),
    index("bookings_organization_idx").on(t.organizationId),
    index("bookings_buyer_email_lower_idx").on(sql`lower(${t.buyerEmail})`),
    // The console's list, newest first, by keyset (a page is an index range, however deep).
    index("bookings_created_idx").on(t.createdAt, t.id),
    check("bookings_seats_check", sql`${t.seats} >= 1`),
    check("bookings_price_check", sql`${t.priceMinor} > 0`),
    check("bookings_currency_check", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    gstTreatmentCheck("bookings_buyer_gst_treatment_check", t.buyerGstTreatment),
    paymentTermsCheck("bookings", t.paymentTermsDays),
    check("bookings_exchange_rate_check", sql`${t.exchangeRateE4} is null or ${t.exchangeRateE4} > 0`),
  ],
);
export type Booking = typeof bookings.$inferSelect;

export const paymentKinds = ["payment", "refund"] as const;
export const paymentMethods = ["bank_transfer", "upi", "card", "cheque", "cash"] as const;
export type PaymentKind = (typeof paymentKinds)[number];
export type PaymentMethod = (typeof paymentMethods)[number];

/** The ledger: payments and refunds, never edited or deleted (a mistake is corrected by a refund). */
export const payments = pgTable(
  "payments",
  {
    id: idColumn(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    receiptNumber: text("receipt_number").notNull().unique(),
    kind: text("kind", { enum: paymentKinds }).notNull(),
    // Always positive; a refund subtracts.
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    method: text("method", { enum: paymentMethods }),
    reference: text("reference").notNull().default(""),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    note: text("note").notNull().default(""),
    reason: text("reason").notNull().default(""),
    recordedBy: text("recorded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("payments_booking_idx").on(t.bookingId),
    index("payments_paid_on_idx").on(t.paidOn),
    check("payments_amount_check", sql`${t.amountMinor} > 0`),
    check("payments_kind_check", oneOf(t.kind, paymentKinds)),
  ],
);
export type Payment = typeof payments.$inferSelect;
