import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { Pricing } from "../../lib/pricing/price";
import { belongsTo, createdAt, gstTreatmentCheck, idColumn, oneOf, paymentTermsCheck, updatedAt } from "./_columns";
import { users } from "./accounts";
import { enquiries } from "./enquiries";
import { organizations } from "./organizations";
import { buyerBillingColumns } from "./_buyer-columns";
import { trainings } from "./trainings";

/** Stored states; `expired` is derived (status sent, past validUntil). */
export const quoteStates = ["sent", "accepted", "withdrawn"] as const;

/**
 * Quotes (billing-and-delivery.md §3): priced lines per batch, mailed with a PDF and accepted by link. The accept
 * link's token is never stored: it is an HMAC of the quote's id and `tokenNonce` under a key derived from
 * SESSION_SECRET, so a copy of the database opens no quote. Owned by lib/quotes.
 */
export const quotes = pgTable(
  "quotes",
  {
    id: idColumn(),
    // QT-2026-0001: gap-free per calendar year (number_series row `QT-2026`).
    number: text("number").notNull().unique(),
    status: text("status", { enum: quoteStates }).notNull().default("sent"),
    tokenNonce: text("token_nonce").notNull(),
    enquiryId: text("enquiry_id").references(() => enquiries.id, { onDelete: "set null" }),
    organizationId: text("organization_id").references(() => organizations.id, { onDelete: "restrict" }),
    buyerName: text("buyer_name").notNull(),
    buyerEmail: text("buyer_email").notNull(),
    buyerPhone: text("buyer_phone").notNull().default(""),
    ...buyerBillingColumns(),
    // The last day it can be accepted, in DEFAULT_TIME_ZONE.
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    note: text("note").notNull().default(""),
    currency: text("currency").notNull(),
    totalMinor: bigint("total_minor", { mode: "number" }).notNull(),
    // The bookings its acceptance made, in line order.
    bookingIds: text("booking_ids")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("quotes_status_idx").on(t.status, t.createdAt),
    // The console's list, newest first, by keyset (a page is an index range, however deep).
    index("quotes_created_idx").on(t.createdAt, t.id),
    index("quotes_enquiry_idx").on(t.enquiryId),
    check("quotes_status_check", oneOf(t.status, quoteStates)),
    check("quotes_total_check", sql`${t.totalMinor} > 0`),
    gstTreatmentCheck("quotes_buyer_gst_treatment_check", t.buyerGstTreatment),
    paymentTermsCheck("quotes", t.paymentTermsDays),
  ],
);
export type Quote = typeof quotes.$inferSelect;

/** A quote's lines: one batch, its seats and the price the buyer agrees to (the rule's or staff's override). */
export const quoteLines = pgTable(
  "quote_lines",
  {
    id: idColumn(),
    quoteId: belongsTo("quote_id", () => quotes.id),
    position: integer("position").notNull(),
    trainingId: text("training_id")
      .notNull()
      .references(() => trainings.id, { onDelete: "restrict" }),
    seats: integer("seats").notNull(),
    code: text("code"),
    pricing: jsonb("pricing").$type<Pricing>().notNull(),
    totalMinor: bigint("total_minor", { mode: "number" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("quote_lines_quote_idx").on(t.quoteId, t.position),
    check("quote_lines_seats_check", sql`${t.seats} >= 1`),
    check("quote_lines_total_check", sql`${t.totalMinor} > 0`),
  ],
);
export type QuoteLine = typeof quoteLines.$inferSelect;
