import "server-only";
import { z } from "zod";
import { answer, instant } from "../http/answer-schema";
import { bookingWithDocumentsAnswer } from "../invoices/answers";
import type { BookingDocuments } from "../invoices/documents";
import { moneySchema } from "../money";
import { money } from "../money";
import type { SalesBooking } from "../sales/types";
import { paymentProofStatuses, paymentRequestStatuses } from "../validation/collection";
import type { PaymentRequestView } from "./requests";

// The API's shapes of payment requests, the pay page and proofs (billing-and-delivery.md §5), here and only here.

const paymentRequestSchema = z
  .object({
    _id: z.string(),
    number: z.string().describe("PR-YYYY-NNNN"),
    bookingId: z.string(),
    amount: moneySchema,
    dueOn: z.iso.date(),
    status: z.enum(paymentRequestStatuses),
    payUrl: z.string().describe("{APP_URL}/pay/{token}: the buyer's page (the token carries 128 random bits)"),
    upiUri: z.string().nullable().describe("upi://pay?… (null without COMPANY_UPI_ID or for another currency than INR)"),
    createdAt: instant,
  })
  .meta({ id: "PaymentRequest" });

// The views below are made for these answers: each mapper names only what the API renames or converts, and the
// schema keeps only the fields it names (answer parses through it).
const requestOf = (r: PaymentRequestView): z.input<typeof paymentRequestSchema> => ({
  ...r,
  _id: r.id,
  amount: money(r.amountMinor, r.currency),
  createdAt: r.createdAt.toISOString(),
});

export const paymentRequestsAnswer = answer(z.array(paymentRequestSchema), (list: PaymentRequestView[]) => list.map(requestOf));

// The staff's booking (lib/sales' Booking with lib/invoices' documents: the output side of that answer), with the
// booking's payment requests.
const bookingSchema = (bookingWithDocumentsAnswer as unknown as z.ZodPipe<z.ZodType, z.ZodObject>).out;

export const bookingWithRequestsAnswer = answer(
  bookingSchema.extend({ paymentRequests: z.array(paymentRequestSchema).describe("by due date") }).meta({ id: "StaffBooking" }),
  ({ booking, documents, requests }: { booking: SalesBooking; documents: BookingDocuments; requests: PaymentRequestView[] }) => ({
    ...(bookingWithDocumentsAnswer.parse({ booking, documents }) as object),
    paymentRequests: requests.map(requestOf),
  }),
);

/** The pay page's facts (public: nothing about the buyer). */
export interface PublicPaymentRequest {
  number: string;
  amountMinor: number;
  currency: string;
  dueOn: string;
  status: PaymentRequestView["status"];
  bookingNumber: string;
  courseTitle: string;
  bank: { name: string | null; account: string | null; ifsc: string | null } | null;
  upiUri: string | null;
}

export const publicPaymentRequestAnswer = answer(
  z
    .object({
      number: z.string(),
      amount: moneySchema,
      dueOn: z.iso.date(),
      status: z.enum(paymentRequestStatuses),
      bookingNumber: z.string(),
      courseTitle: z.string(),
      bank: z
        .object({ name: z.string().nullable(), account: z.string().nullable(), ifsc: z.string().nullable() })
        .nullable()
        .describe("COMPANY_BANK_NAME, COMPANY_BANK_ACCOUNT, COMPANY_BANK_IFSC; null when none is set"),
      upiUri: z.string().nullable().describe("null without COMPANY_UPI_ID"),
    })
    .meta({ id: "PublicPaymentRequest" }),
  (r: PublicPaymentRequest) => ({ ...r, amount: money(r.amountMinor, r.currency) }),
);

export interface ProofView {
  id: string;
  requestId: string;
  requestNumber: string;
  bookingId: string;
  bookingNumber: string;
  reference: string;
  paidOn: string;
  amountMinor: number;
  currency: string;
  hasFile: boolean;
  status: (typeof paymentProofStatuses)[number];
  reason: string;
  paymentId: string | null;
  /** The TDS the buyer says they deducted (books.md §2), recorded with the payment on approval. */
  tdsAmountMinor: number | null;
  tdsSection: string | null;
  tan: string | null;
  submittedAt: Date;
}

/** Where staff open a proof's file. */
export const proofFilePath = (proofId: string) => `/api/admin/payment-proofs/${proofId}/file`;

const proofSchema = z
  .object({
    _id: z.string(),
    requestId: z.string(),
    requestNumber: z.string(),
    bookingId: z.string(),
    bookingNumber: z.string(),
    reference: z.string().describe("the UTR"),
    paidOn: z.iso.date(),
    amount: moneySchema,
    fileUrl: z.string().nullable().describe("the screenshot or PDF (staff only); null when none was sent"),
    status: z.enum(paymentProofStatuses),
    reason: z.string().describe("why it was rejected"),
    paymentId: z.string().nullable().describe("the payment its approval recorded"),
    tdsAmount: moneySchema.nullable().describe("TDS the buyer says they deducted; recorded with the payment on approval"),
    tdsSection: z.string().nullable(),
    tan: z.string().nullable().describe("the deductor's TAN"),
    submittedAt: instant,
  })
  .meta({ id: "PaymentProof" });

const proofOf = (p: ProofView): z.input<typeof proofSchema> => ({
  ...p,
  _id: p.id,
  amount: money(p.amountMinor, p.currency),
  tdsAmount: p.tdsAmountMinor === null ? null : money(p.tdsAmountMinor, p.currency),
  fileUrl: p.hasFile ? proofFilePath(p.id) : null,
  submittedAt: p.submittedAt.toISOString(),
});

export const proofAnswer = answer(proofSchema, proofOf);
export const proofListAnswer = answer(z.array(proofSchema), (list: ProofView[]) => list.map(proofOf));

/** What the buyer is told after sending a proof. */
export const proofReceiptAnswer = answer(
  z.object({ number: z.string(), status: z.enum(paymentRequestStatuses) }).meta({ id: "PaymentProofReceipt" }),
  (r: { number: string; status: PaymentRequestView["status"] }) => r,
);
