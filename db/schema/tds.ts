import { sql } from "drizzle-orm";
import { bigint, check, date, index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, idColumn } from "./_columns";
import { users } from "./accounts";
import { paymentProofs } from "./collection";
import { bookings } from "./sales";

/**
 * Income tax deducted at source by a booking's buyer (books.md §2): it settles the booking like money (balance =
 * price − payments − deductions + refunds) and changes no invoice. `matchedOn` is the day the government's statement
 * (Form 26AS / AIS) first showed it, `matchedRowKey` the statement row that did (a row matches one entry at most, and
 * uploading a statement again changes nothing). Status is derived: `certificate` with a certificate number, else
 * `matched` with `matchedOn`, else `unmatched`. Owned by lib/tds.
 */
export const tdsEntries = pgTable(
  "tds_entries",
  {
    id: idColumn(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    // 194J, 194C, 393(1)…
    section: text("section").notNull(),
    // The deductor's TAN, upper case.
    tan: text("tan").notNull(),
    deductedOn: date("deducted_on", { mode: "string" }).notNull(),
    reference: text("reference").notNull().default(""),
    certificateNumber: text("certificate_number"),
    matchedOn: date("matched_on", { mode: "string" }),
    matchedRowKey: text("matched_row_key").unique(),
    // The proof of payment whose approval recorded it, when it came from the pay page.
    proofId: text("proof_id").references(() => paymentProofs.id, { onDelete: "set null" }),
    recordedBy: text("recorded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("tds_entries_booking_idx").on(t.bookingId),
    index("tds_entries_deducted_on_idx").on(t.deductedOn),
    index("tds_entries_tan_idx").on(t.tan),
    check("tds_entries_amount_check", sql`${t.amountMinor} > 0`),
    check("tds_entries_tan_check", sql`${t.tan} ~ '^[A-Z]{4}[0-9]{5}[A-Z]$'`),
  ],
);
export type TdsEntry = typeof tdsEntries.$inferSelect;
