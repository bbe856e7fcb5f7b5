import { bigint, integer, text } from "drizzle-orm/pg-core";
import { gstTreatments } from "./_columns";

/**
 * A buyer's billing data as its invoices print it (books.md §1), declared once: a booking keeps it, and a quote
 * carries it into the bookings its acceptance makes. An organisation's booking or quote bills the organisation; these
 * are the individual buyer's.
 */
export const buyerBillingColumns = () => ({
  buyerAddress: text("buyer_address").notNull().default(""),
  buyerStateCode: text("buyer_state_code"),
  buyerCountry: text("buyer_country").notNull().default("IN"),
  buyerGstin: text("buyer_gstin"),
  buyerGstTreatment: text("buyer_gst_treatment", { enum: gstTreatments }).notNull().default("unregistered"),
  // The buyer's purchase order number, printed on its invoices and notes (up to 40 characters; "" when none); staff
  // set it, or the buyer when accepting a quote.
  purchaseOrder: text("purchase_order").notNull().default(""),
  // An invoice's due date is its issue date plus these days (the organisation's default when the booking was made).
  paymentTermsDays: integer("payment_terms_days").notNull().default(0),
  // Rupees per unit of `currency` in ten-thousandths (83.1234 → 831234); null for INR.
  exchangeRateE4: bigint("exchange_rate_e4", { mode: "number" }),
});
