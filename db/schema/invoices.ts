import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, pgTable, text, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import { createdAt, gstTreatmentCheck, gstTreatments, idColumn, oneOf } from "./_columns";
import { users } from "./accounts";
import { bookings } from "./sales";

export const supplyKinds = ["unregistered", "intra_state", "inter_state", "export_lut", "export_igst", "sez_lut", "sez_igst"] as const;

/**
 * The amounts of a tax document and who issued it: the taxable value, each tax and the total in minor units of
 * `currency` (total = taxable + CGST + SGST + IGST, checked by each table). An invoice and a credit note share them.
 */
const taxedAmounts = () => ({
  // books.md §1: how GST treated the buyer, the endorsement printed (null when none), the buyer's purchase order,
  // the due date, and for a foreign-currency document the rupees per unit in ten-thousandths (its rupee values are
  // derived from it, lib/gst). Reverse charge never applies to these services.
  gstTreatment: text("gst_treatment", { enum: gstTreatments }).notNull().default("unregistered"),
  endorsement: text("endorsement"),
  purchaseOrder: text("purchase_order").notNull().default(""),
  dueOn: date("due_on", { mode: "string" }),
  exchangeRateE4: bigint("exchange_rate_e4", { mode: "number" }),
  taxableValueMinor: bigint("taxable_value_minor", { mode: "number" }).notNull(),
  cgstMinor: bigint("cgst_minor", { mode: "number" }).notNull(),
  sgstMinor: bigint("sgst_minor", { mode: "number" }).notNull(),
  igstMinor: bigint("igst_minor", { mode: "number" }).notNull(),
  totalMinor: bigint("total_minor", { mode: "number" }).notNull(),
  currency: text("currency").notNull(),
  issuedBy: text("issued_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** The checks every tax document's amounts carry: a GST treatment from the list, and a positive total that is the sum of its parts. */
const taxedAmountsChecks = (
  table: string,
  t: {
    gstTreatment: AnyPgColumn;
    taxableValueMinor: AnyPgColumn;
    cgstMinor: AnyPgColumn;
    sgstMinor: AnyPgColumn;
    igstMinor: AnyPgColumn;
    totalMinor: AnyPgColumn;
  },
) => [
  gstTreatmentCheck(`${table}_gst_treatment_check`, t.gstTreatment),
  check(`${table}_total_check`, sql`${t.totalMinor} > 0 and ${t.totalMinor} = ${t.taxableValueMinor} + ${t.cgstMinor} + ${t.sgstMinor} + ${t.igstMinor}`),
];

/**
 * Tax invoices (billing-and-delivery.md §4), one per booking. An issued invoice is a document of record: both
 * parties, the line and every figure are copied in when it is issued and never change (a later change of the
 * booking, the organisation or the company's settings is answered by a credit note, not by editing). Money in
 * minor units of `currency`. Owned by lib/invoices.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: idColumn(),
    // INV/26-27/0001: gap-free within the financial year (number_series row `INV/26-27`).
    number: text("number").notNull().unique(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    // A re-issued invoice (books.md §3) names the number of the invoice that replaced it; the current one has null.
    replacedBy: text("replaced_by"),
    supplierName: text("supplier_name").notNull(),
    supplierAddress: text("supplier_address").notNull(),
    supplierGstin: text("supplier_gstin"),
    supplierStateCode: text("supplier_state_code"),
    buyerName: text("buyer_name").notNull(),
    buyerAddress: text("buyer_address").notNull().default(""),
    buyerGstin: text("buyer_gstin"),
    buyerStateCode: text("buyer_state_code"),
    buyerCountry: text("buyer_country").notNull().default("IN"),
    buyerEmail: text("buyer_email").notNull().default(""),
    // The state code of the place of supply, or 96 outside India.
    placeOfSupply: text("place_of_supply").notNull(),
    supplyKind: text("supply_kind", { enum: supplyKinds }).notNull(),
    // GST rate in hundredths of a percent (18% → 1800); 0 when no tax applies.
    rateBasisPoints: integer("rate_basis_points").notNull(),
    description: text("description").notNull(),
    sac: text("sac").notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceMinor: bigint("unit_price_minor", { mode: "number" }).notNull(),
    // The rate per seat without tax (books.md §1).
    unitTaxableValueMinor: bigint("unit_taxable_value_minor", { mode: "number" }).notNull(),
    ...taxedAmounts(),
  },
  (t) => [
    index("invoices_issued_on_idx").on(t.issuedOn),
    index("invoices_booking_idx").on(t.bookingId),
    // A booking has one current invoice; re-issues keep the replaced ones for the record.
    uniqueIndex("invoices_booking_current_key")
      .on(t.bookingId)
      .where(sql`${t.replacedBy} is null`),
    check("invoices_supply_kind_check", oneOf(t.supplyKind, supplyKinds)),
    check("invoices_quantity_check", sql`${t.quantity} >= 1`),
    ...taxedAmountsChecks("invoices", t),
  ],
);
export type Invoice = typeof invoices.$inferSelect;

/**
 * What makes a row a note against an invoice, credit or debit: its number in its own gap-free series per financial
 * year (CN/26-27/0001, DN/26-27/0001), the invoice and booking it adjusts, and its issue date.
 */
const noteColumns = () => ({
  id: idColumn(),
  number: text("number").notNull().unique(),
  invoiceId: text("invoice_id")
    .notNull()
    .references(() => invoices.id, { onDelete: "restrict" }),
  bookingId: text("booking_id")
    .notNull()
    .references(() => bookings.id, { onDelete: "restrict" }),
  issuedOn: date("issued_on", { mode: "string" }).notNull(),
});

/** A note is found by its invoice, its booking and its issue date. */
const noteIndexes = (table: string, t: { invoiceId: AnyPgColumn; bookingId: AnyPgColumn; issuedOn: AnyPgColumn }) => [
  index(`${table}_invoice_idx`).on(t.invoiceId),
  index(`${table}_booking_idx`).on(t.bookingId),
  index(`${table}_issued_on_idx`).on(t.issuedOn),
];

export const creditNoteReasons = ["refund", "price_reduced", "cancelled", "reissued"] as const;
export type CreditNoteReason = (typeof creditNoteReasons)[number];

/**
 * Credit notes against an invoice (§4): what is no longer owed after a refund, a lowered price or a cancellation,
 * split like the invoice. The credit notes of an invoice never add up to more than it. Owned by lib/invoices.
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    ...noteColumns(),
    reason: text("reason", { enum: creditNoteReasons }).notNull(),
    // The words printed on the note (e.g. the refund's reason).
    note: text("note").notNull().default(""),
    // False for a credit note issued after 30 November following the end of its invoice's financial year: it
    // reduces no tax (its taxes are 0, its taxable value its total) and the returns leave it out (books.md §3).
    gstAdjusted: boolean("gst_adjusted").notNull().default(true),
    ...taxedAmounts(),
  },
  (t) => [...noteIndexes("credit_notes", t), check("credit_notes_reason_check", oneOf(t.reason, creditNoteReasons)), ...taxedAmountsChecks("credit_notes", t)],
);
export type CreditNote = typeof creditNotes.$inferSelect;

/**
 * Debit notes against an invoice (books.md §3): the increase when the price of an invoiced booking is raised, split
 * like the invoice. `DN/26-27/0001`: its own gap-free series per financial year. Owned by lib/invoices.
 */
export const debitNotes = pgTable(
  "debit_notes",
  {
    ...noteColumns(),
    reason: text("reason").notNull().default(""),
    ...taxedAmounts(),
  },
  (t) => [...noteIndexes("debit_notes", t), ...taxedAmountsChecks("debit_notes", t)],
);
export type DebitNote = typeof debitNotes.$inferSelect;
