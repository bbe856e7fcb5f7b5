import "server-only";
import { z } from "zod";
import { answer, instant } from "../http/answer-schema";
import { bookingStatuses, paymentMethods } from "../validation/sales";
import { money, moneySchema } from "../money";
import { pricingOf, pricingSchema } from "../pricing/answers";
import { gstTreatmentNames } from "../gst/treatment";
import { rateOfE4 } from "../validation/gst-buyer";
import { buyerOf } from "./reads";
import type { DeductionRow, LedgerEntry, MyBooking, SalesBooking } from "./types";
import { tdsEntrySchema, tdsEntryWire, tdsSummaryOf, tdsSummarySchema } from "../tds/answers";

// The API's shapes of bookings and the ledger (sales-and-batches.md §2), here and only here.

const paymentSchema = z
  .object({
    _id: z.string(),
    receiptNumber: z.string().describe("RC-YYYY-NNNN, one gap-free series for payments and refunds; empty for a TDS deduction (no receipt)"),
    kind: z.enum(["payment", "refund", "tds"]).describe("tds: income tax the buyer deducted at source (settles like a payment)"),
    amount: moneySchema.describe("positive; a refund subtracts"),
    method: z.enum(paymentMethods).nullable().describe("null for a refund"),
    reference: z.string(),
    paidOn: z.iso.date().describe("a deduction's deductedOn"),
    note: z.string().describe("a refund's reason; a deduction's section and TAN"),
    recordedBy: z.string().nullable(),
    createdAt: instant,
  })
  .meta({ id: "Payment" });

const paymentOf = (p: LedgerEntry): z.input<typeof paymentSchema> => ({
  _id: p.id,
  receiptNumber: p.receiptNumber,
  kind: p.kind,
  amount: money(p.amountMinor, p.currency),
  method: p.method,
  reference: p.reference,
  paidOn: p.paidOn,
  note: p.kind === "refund" ? p.reason : p.note,
  recordedBy: p.recordedBy,
  createdAt: p.createdAt.toISOString(),
});

/** A TDS deduction as a line of the booking's ledger (kind tds; it has no receipt). */
const deductionLineOf = (d: DeductionRow): z.input<typeof paymentSchema> => ({
  _id: d.id,
  receiptNumber: "",
  kind: "tds",
  amount: money(Number(d.amountMinor), d.currency),
  method: null,
  reference: d.reference,
  paidOn: d.deductedOn,
  note: `TDS u/s ${d.section}, TAN ${d.tan}`,
  recordedBy: d.recordedBy,
  createdAt: d.createdAt.toISOString(),
});

/** The ledger: payments, refunds and deductions in the order they were recorded. */
const ledgerOf = (b: Pick<SalesBooking, "payments" | "deductions">) =>
  [...b.payments.map(paymentOf), ...b.deductions.map(deductionLineOf)].sort((x, y) => (x.createdAt < y.createdAt ? -1 : x.createdAt > y.createdAt ? 1 : 0));

export const paymentAnswer = answer(paymentSchema, paymentOf);

export const bookingSchema = z
  .object({
    _id: z.string(),
    number: z.string().describe("BK-YYYY-NNNN"),
    trainingId: z.string(),
    buyerName: z.string(),
    buyerEmail: z.string(),
    buyerPhone: z.string(),
    organization: z.string(),
    organizationId: z.string().nullable().describe("the buying organisation"),
    buyerAddress: z.string(),
    buyerStateCode: z.string().nullable(),
    buyerCountry: z.string(),
    buyerGstin: z.string().nullable(),
    buyerGstTreatment: z.enum(gstTreatmentNames).describe("registered, sez, unregistered or overseas"),
    purchaseOrder: z.string().describe('the buyer\'s purchase order, "" when none'),
    paymentTermsDays: z.number().int().describe("days from the invoice's date to its due date"),
    exchangeRate: z.number().nullable().describe("rupees per unit of a foreign currency; null for INR"),
    seats: z.number().int(),
    price: moneySchema,
    pricing: pricingSchema.optional().describe("how the pricing rule made the price: in the answer to a booking created without a price"),
    paid: moneySchema.describe("payments minus refunds"),
    deducted: moneySchema.describe("the buyer's TDS deductions"),
    balance: moneySchema.describe("price minus paid minus deducted"),
    status: z.enum(bookingStatuses),
    learners: z.array(z.object({ userId: z.string(), email: z.string(), enrolmentId: z.string() })),
    payments: z.array(paymentSchema).describe("the ledger: payments, refunds and TDS deductions (kind tds), in the order recorded"),
    tds: z.array(tdsEntrySchema).describe("the buyer's TDS deductions"),
    enquiryId: z.string().nullable(),
    createdAt: instant,
  })
  .meta({ id: "Booking" });

/** A booking's price, what was paid (payments minus refunds) and the balance, as money. */
const bookingMoneyOf = (b: Pick<SalesBooking, "currency" | "priceMinor" | "paidMinor" | "deductedMinor" | "balanceMinor">) => ({
  price: money(b.priceMinor, b.currency),
  paid: money(b.paidMinor, b.currency),
  deducted: money(b.deductedMinor, b.currency),
  balance: money(b.balanceMinor, b.currency),
});

/** A booking as the staff API answers it (also the base of the answer with its tax documents, lib/invoices). */
export const bookingWire = (b: SalesBooking): z.input<typeof bookingSchema> => ({
  _id: b.id,
  number: b.number,
  trainingId: b.trainingId,
  ...buyerOf(b),
  exchangeRate: rateOfE4(b.exchangeRateE4),
  seats: b.seats,
  ...bookingMoneyOf(b),
  ...(b.pricing ? { pricing: pricingOf(b.pricing, b.currency) } : {}),
  status: b.status,
  learners: b.learners.map((l) => ({ userId: l.userId, email: l.email, enrolmentId: l.enrolmentId })),
  payments: ledgerOf(b),
  tds: b.deductions.map(tdsEntryWire),
  enquiryId: b.enquiryId,
  createdAt: b.createdAt.toISOString(),
});

export const bookingAnswer = answer(bookingSchema, bookingWire);

/** Where a learner downloads a receipt (answers the PDF to the booking's buyer and learners only). */
export const myReceiptPath = (paymentId: string) => `/api/booking/receipts/${paymentId}`;

/** One learner of a booking as its buyer sees them (GET /api/booking/getMyBookings). */
const bookingTeamLearner = z
  .object({
    name: z.string(),
    email: z.string(),
    attendanceRate: z.number().describe("percent of all the batch's sessions attended, one decimal"),
    sessionsAttended: z.number().int().describe("sessions of the batch the learner attended"),
    sessions: z.number().int().describe("all sessions of the batch"),
    certificate: z
      .object({
        url: z.string().describe("the public verification page"),
        pdfUrl: z.string().describe("the PDF"),
        valid: z.boolean().describe("false once revoked"),
      })
      .nullable()
      .describe("the learner's certificate for the batch; null when none was issued"),
  })
  .meta({ id: "BookingLearnerProgress" });

export const myBookingAnswer = answer(
  z
    .object({
      _id: z.string(),
      number: z.string(),
      role: z.enum(["buyer", "learner"]).describe("buyer: the money and the team are shown; learner: only the seat's training and the booking's status"),
      training: z.object({ _id: z.string(), courseTitle: z.string(), startDate: z.iso.date(), endDate: z.iso.date() }),
      seats: z.number().int().optional().describe("only for the buyer"),
      price: moneySchema.optional().describe("only for the buyer"),
      paid: moneySchema.optional().describe("only for the buyer"),
      deducted: moneySchema.optional().describe("TDS the buyer deducted; only for the buyer"),
      balance: moneySchema.optional().describe("only for the buyer"),
      tds: z.array(tdsSummarySchema).optional().describe("the TDS deductions on the booking (amount, section, status); only for the buyer"),
      status: z.enum(bookingStatuses),
      receipts: z
        .array(
          z.object({
            receiptNumber: z.string(),
            amount: moneySchema.describe("negative for a refund"),
            paidOn: z.iso.date(),
            url: z.string().describe("the receipt PDF"),
          }),
        )
        .optional()
        .describe("only for the buyer"),
      invoice: z
        .object({ number: z.string(), url: z.string().describe("the invoice PDF") })
        .nullable()
        .optional()
        .describe("the booking's tax invoice; null until invoiced; only for its buyer (absent for a caller who is only a learner)"),
      creditNotes: z
        .array(z.object({ number: z.string(), url: z.string().describe("the credit note PDF") }))
        .optional()
        .describe("the booking's credit notes; only for its buyer"),
      debitNotes: z
        .array(z.object({ number: z.string(), url: z.string().describe("the debit note PDF") }))
        .optional()
        .describe("the booking's debit notes (a price raised after invoicing); only for its buyer"),
      learners: z
        .array(bookingTeamLearner)
        .optional()
        .describe("the booking's active learners with their attendance and certificate; only for its buyer (absent for a caller who is only a learner)"),
    })
    .meta({ id: "MyBooking" }),
  ({ booking: b, role, receipts, team, documents }: MyBooking) => ({
    _id: b.id,
    number: b.number,
    role,
    training: { _id: b.training.id, courseTitle: b.training.courseTitle, startDate: b.training.startDate, endDate: b.training.endDate },
    ...(role === "buyer"
      ? {
          seats: b.seats,
          ...bookingMoneyOf(b),
          tds: b.deductions.map(tdsSummaryOf),
        }
      : {}),
    status: b.status,
    ...(role === "buyer"
      ? {
          receipts: receipts.map((r) => ({
            receiptNumber: r.receiptNumber,
            amount: money(r.amountMinor, b.currency),
            paidOn: r.paidOn,
            url: myReceiptPath(r.paymentId),
          })),
          ...(documents ?? {}),
        }
      : {}),
    ...(team ? { learners: team } : {}),
  }),
);
