import { sql } from "drizzle-orm";
import { bigint, check, customType, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { belongsTo, createdAt, idColumn, oneOf, updatedAt } from "./_columns";
import { users } from "./accounts";
import { bookings, payments } from "./sales";

/** Bytes as PostgreSQL's bytea (a Buffer on both engines). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const paymentRequestStatuses = ["open", "proof_submitted", "paid", "cancelled"] as const;
export type PaymentRequestStatus = (typeof paymentRequestStatuses)[number];

/**
 * An instalment a booking's buyer is asked to pay by a date (billing-and-delivery.md §5). The pay link's token is
 * never stored: `tokenHash` (SHA-256) finds the request from a link, and `tokenNonce` (128 random bits) lets the
 * server derive the link again with its secret (lib/collection/tokens.ts), so a copy of the database alone opens no
 * pay page.
 */
export const paymentRequests = pgTable(
  "payment_requests",
  {
    id: idColumn(),
    number: text("number").notNull().unique(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    status: text("status", { enum: paymentRequestStatuses }).notNull().default("open"),
    tokenNonce: text("token_nonce").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payment_requests_token_hash_key").on(t.tokenHash),
    index("payment_requests_booking_idx").on(t.bookingId),
    // The reminder job reads only open requests.
    index("payment_requests_open_due_idx")
      .on(t.dueOn)
      .where(sql`${t.status} = 'open'`),
    check("payment_requests_amount_check", sql`${t.amountMinor} > 0`),
    check("payment_requests_status_check", oneOf(t.status, paymentRequestStatuses)),
  ],
);
export type PaymentRequestRow = typeof paymentRequests.$inferSelect;

export const paymentProofStatuses = ["pending", "approved", "rejected"] as const;
export type PaymentProofStatus = (typeof paymentProofStatuses)[number];

/**
 * What a buyer says they paid (UTR, date, amount, optionally a screenshot or PDF). The file lives here, in the
 * database, never under a public path: only staff read it, through the API. At most one proof of a request is
 * pending at a time; approving it records one payment (`paymentId`) through lib/sales.
 */
export const paymentProofs = pgTable(
  "payment_proofs",
  {
    id: idColumn(),
    requestId: text("request_id")
      .notNull()
      .references(() => paymentRequests.id, { onDelete: "restrict" }),
    reference: text("reference").notNull(),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    // The income tax the buyer says it deducted at source (books.md §2), with its section and TAN; approving the
    // proof records it as a deduction beside the payment. Null when none.
    tdsAmountMinor: bigint("tds_amount_minor", { mode: "number" }),
    tdsSection: text("tds_section"),
    tan: text("tan"),
    fileBytes: bytea("file_bytes"),
    fileType: text("file_type"),
    fileSize: integer("file_size"),
    status: text("status", { enum: paymentProofStatuses }).notNull().default("pending"),
    reason: text("reason").notNull().default(""),
    paymentId: text("payment_id").references(() => payments.id, { onDelete: "restrict" }),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    submittedAt: createdAt(),
  },
  (t) => [
    index("payment_proofs_request_idx").on(t.requestId),
    // The queue (pending, oldest first) and the decided lists (newest decision first), by keyset (a page is an index range, however deep).
    index("payment_proofs_status_idx").on(t.status, t.submittedAt, t.id),
    index("payment_proofs_status_decided_idx").on(t.status, t.decidedAt, t.id),
    uniqueIndex("payment_proofs_one_pending_key")
      .on(t.requestId)
      .where(sql`${t.status} = 'pending'`),
    check("payment_proofs_amount_check", sql`${t.amountMinor} > 0`),
    check("payment_proofs_tds_check", sql`${t.tdsAmountMinor} is null or ${t.tdsAmountMinor} > 0`),
    check("payment_proofs_status_check", oneOf(t.status, paymentProofStatuses)),
  ],
);
export type PaymentProofRow = typeof paymentProofs.$inferSelect;

/**
 * Reminder claims: one row per (request, day offset), inserted before its mail is queued in the same transaction,
 * so every instance and every restart sends each reminder exactly once.
 */
export const paymentReminders = pgTable(
  "payment_reminders",
  {
    requestId: belongsTo("request_id", () => paymentRequests.id),
    dayOffset: integer("day_offset").notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.dayOffset] })],
);
