import type { PaymentKind, PaymentMethod, TdsEntry } from "../../db/schema";
import type { GstTreatment } from "../gst/treatment";
import type { Pricing } from "../pricing/price";
import type { BookingStatus } from "../validation/sales";
import type { Schedule } from "../schedule/schedule";

export interface LedgerEntry {
  id: string;
  bookingId: string;
  receiptNumber: string;
  kind: PaymentKind;
  /** Always positive; a refund subtracts. */
  amountMinor: number;
  currency: string;
  method: PaymentMethod | null;
  reference: string;
  paidOn: string;
  note: string;
  reason: string;
  recordedBy: string | null;
  createdAt: Date;
}

/** A TDS deduction on a booking (books.md §2): settles the price like money, is no payment and has no receipt. */
export type DeductionRow = TdsEntry;

export interface BookingLearner {
  userId: string;
  name: string;
  email: string;
  enrolmentId: string;
  isActive: boolean;
  /** False: the client's views (lead, buyer) show the address instead of the name (lib/leads/seen.ts). */
  clientSeesName: boolean;
}

export interface BookingTraining extends Schedule {
  id: string;
  courseTitle: string;
}

/** Who buys a booking and their billing details: the same names in the table's row, the booking and the API's answer. */
export type BookingBuyer = Pick<
  SalesBooking,
  | "buyerName"
  | "buyerEmail"
  | "buyerPhone"
  | "organization"
  | "organizationId"
  | "buyerAddress"
  | "buyerStateCode"
  | "buyerCountry"
  | "buyerGstin"
  | "buyerGstTreatment"
  | "purchaseOrder"
  | "paymentTermsDays"
  | "exchangeRateE4"
>;

/** A booking with everything derived from its ledger (sales-and-batches.md §2). */
export interface SalesBooking {
  id: string;
  number: string;
  trainingId: string;
  training: BookingTraining;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string;
  organization: string;
  /** The buying organisation (its name is `organization`), or null for an individual buyer. */
  organizationId: string | null;
  /** An individual buyer's billing details (billing-and-delivery.md §1). */
  buyerAddress: string;
  buyerStateCode: string | null;
  buyerCountry: string;
  buyerGstin: string | null;
  /** How GST treats the buyer (books.md §1): the organisation's when it has one. */
  buyerGstTreatment: GstTreatment;
  /** The buyer's purchase order ("" when none). */
  purchaseOrder: string;
  /** Days from the invoice's date to its due date. */
  paymentTermsDays: number;
  /** Rupees per unit ×10⁴ for a foreign-currency booking; null for INR. */
  exchangeRateE4: number | null;
  seats: number;
  currency: string;
  priceMinor: number;
  /** Payments minus refunds. */
  paidMinor: number;
  /** The buyer's TDS deductions (books.md §2). */
  deductedMinor: number;
  /** price − payments − deductions + refunds. */
  balanceMinor: number;
  status: BookingStatus;
  cancelledAt: Date | null;
  learners: BookingLearner[];
  payments: LedgerEntry[];
  /** The buyer's TDS deductions, oldest first. */
  deductions: DeductionRow[];
  enquiryId: string | null;
  createdAt: Date;
  /** How the price was made, when the pricing rule made it (the answer to the booking's creation only). */
  pricing?: Pricing;
}

/** One learner of a booking as its buyer sees them: attendance over the batch and their certificate. */
export interface TeamLearner {
  userId: string;
  name: string;
  email: string;
  sessions: number;
  sessionsAttended: number;
  /** Percent of all the batch's sessions attended, one decimal (as lib/attendance counts it). */
  attendanceRate: number;
  certificate: { url: string; pdfUrl: string; valid: boolean } | null;
}

/** The learner's view of one of their bookings. */
export interface MyBooking {
  booking: SalesBooking;
  /** buyer: sees the money (price, ledger, receipts) and the team; learner: only their seat's booking and its status. */
  role: "buyer" | "learner";
  receipts: { paymentId: string; receiptNumber: string; amountMinor: number; paidOn: string }[];
  /** The booking's learners with attendance and certificate: only when the caller is its buyer. */
  team?: TeamLearner[];
  /** The booking's invoice, credit and debit notes (lib/invoices): only when the caller is its buyer. */
  documents?: {
    invoice: { number: string; url: string } | null;
    creditNotes: { number: string; url: string }[];
    debitNotes: { number: string; url: string }[];
  };
}
