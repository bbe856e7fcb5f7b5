// Payment requests and proofs of payment (billing-and-delivery.md §5): fields and messages, once (the console's
// forms, the pay page and the API). Browser-safe: no server imports.
import { z } from "zod";
import { dateSchema, namesOf } from "./common";
import { staffListQuery } from "./paging";
import { amountText, hasAtMostTwoDecimals, MAX_AMOUNT, moneyInput, paymentMethods, salesMessages } from "./sales";
import { formWire, fromText } from "./wire";
import { isSection, isTan, normalizeTan, positiveAmount, tdsMessages } from "./tds";

export const paymentRequestStatusLabels = { open: "Open", proof_submitted: "Proof submitted", paid: "Paid", cancelled: "Cancelled" } as const;
export const paymentRequestStatuses = namesOf(paymentRequestStatusLabels);
export type PaymentRequestStatusName = (typeof paymentRequestStatuses)[number];
export const paymentProofStatuses = ["pending", "approved", "rejected"] as const;
export type PaymentProofStatusName = (typeof paymentProofStatuses)[number];

/** A proof's file: at most this many bytes, PNG, JPEG or PDF by its content. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const MAX_INSTALMENTS = 24;

export const collectionMessages = {
  instalments: "Give at least one instalment with an amount and a due date.",
  tooManyInstalments: `At most ${MAX_INSTALMENTS} instalments at a time.`,
  dueInPast: "The due date can't be in the past.",
  overBalance: (balance: string) => `Open payment requests can't add up to more than the balance (${balance}).`,
  bookingCancelled: "This booking is cancelled.",
  reference: "Enter the UTR or transaction reference: 6 to 35 letters or digits.",
  paidOnFuture: "The payment date can't be in the future.",
  file: "Upload a PNG, JPEG or PDF up to 5 MB.",
  requestPaid: "This payment request is already paid.",
  requestCancelled: "This payment request is cancelled.",
  proofWaiting: "We already have your proof of payment for this request and will confirm it soon.",
  notFound: "This payment link is not valid. Ask us for a new one.",
  proofNotFound: "Proof of payment not found.",
  proofDecided: "This proof of payment has already been reviewed.",
  reason: "Give the reason the proof is rejected.",
  proofSubmitted: "Thank you. We have your proof of payment and will confirm it soon.",
} as const;

const amountNumber = z
  .number({ message: salesMessages.amountRequired })
  .refine(Number.isFinite, salesMessages.amountRequired)
  .refine((v) => v > 0, salesMessages.amountPositive)
  .refine((v) => v <= MAX_AMOUNT, salesMessages.amountTooLarge)
  .refine(hasAtMostTwoDecimals, salesMessages.amountDecimals);

/** POST /api/admin/bookings/{id}/payment-requests. */
export const paymentRequestsBody = z.object({
  instalments: z
    .array(z.object({ amount: moneyInput, dueOn: dateSchema }), { message: collectionMessages.instalments })
    .min(1, collectionMessages.instalments)
    .max(MAX_INSTALMENTS, collectionMessages.tooManyInstalments),
});
export type PaymentRequestsInput = z.output<typeof paymentRequestsBody>;

/** The UTR of a bank transfer or UPI payment. */
export const utrSchema = z
  .string({ message: collectionMessages.reference })
  .trim()
  .regex(/^[A-Za-z0-9]{6,35}$/, collectionMessages.reference);

const amountTextField = z
  .string({ message: salesMessages.amountRequired })
  .trim()
  .min(1, salesMessages.amountRequired)
  .refine((v) => /^\d+(\.\d+)?$/.test(v), "Enter the amount as a number, e.g. 25000 or 25000.50.")
  .transform(Number)
  .pipe(amountNumber);

/** A text field left empty is a field not given. */
const blankless = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

/** The optional TDS the buyer deducted (books.md §2): an amount needs its TAN and section, and they need it. */
const tdsFields = {
  tdsAmount: blankless(amountTextField),
  tdsSection: blankless(
    z
      .string({ message: tdsMessages.section })
      .refine(isSection, tdsMessages.section)
      .transform((v) => v.trim().toUpperCase()),
  ),
  tan: blankless(z.string({ message: tdsMessages.tan }).refine(isTan, tdsMessages.tan).transform(normalizeTan)),
};
const tdsTogether = (v: { tdsAmount?: unknown; tdsSection?: unknown; tan?: unknown }, ctx: z.RefinementCtx) => {
  const given = [v.tdsAmount, v.tdsSection, v.tan].filter((x) => x !== undefined).length;
  if (given > 0 && given < 3)
    for (const field of ["tdsAmount", "tdsSection", "tan"] as const)
      if (v[field] === undefined) ctx.addIssue({ code: "custom", path: [field], message: tdsMessages.tdsWithoutTan });
};

/** The text fields of POST /api/pay/{token}/proof (multipart; the file is checked by its content on the server). */
export const proofFields = z.object({ reference: utrSchema, paidOn: dateSchema, amount: amountTextField, ...tdsFields }).superRefine(tdsTogether);
export type ProofFields = z.output<typeof proofFields>;

/** The pay page's form (the same rules, before the file). */
export const proofForm = z.object({ reference: utrSchema, paidOn: dateSchema, amount: amountTextField, ...tdsFields }).superRefine(tdsTogether);

/** GET /api/admin/payment-proofs?status= */
export const proofListQuery = z.object({
  status: z
    .preprocess(
      (v) => (v === "" ? undefined : v),
      z.enum(paymentProofStatuses, { message: `status must be one of ${paymentProofStatuses.join(", ")}.` }).optional(),
    )
    .describe("pending (default), approved or rejected"),
  ...staffListQuery.shape,
});

/** POST /api/admin/payment-proofs/{id}/approve */
export const proofApproveBody = z.object({
  method: z.enum(paymentMethods, { message: salesMessages.method }).optional().describe("bank_transfer when not given"),
  amount: moneyInput.optional().describe("the proof's amount when not given"),
  tdsAmount: z
    .union([moneyInput, positiveAmount, z.literal(0)])
    .optional()
    .describe("the TDS the buyer deducted, recorded with the payment (the proof's when not given; 0 records none); a number is in the booking's currency"),
});
export type ProofApprove = z.output<typeof proofApproveBody>;

/** POST /api/admin/payment-proofs/{id}/reject */
export const proofRejectBody = z.object({
  reason: z.string({ message: collectionMessages.reason }).trim().min(1, collectionMessages.reason).max(1000, "The reason can have at most 1000 characters."),
});
export type ProofReject = z.output<typeof proofRejectBody>;

/** The console's instalment rows (text inputs). */
export const instalmentForm = z.object({ amount: amountText, dueOn: dateSchema });

/** "Ask for payment": one row per instalment. */
export const paymentRequestsForm = z.object({
  instalments: z.array(instalmentForm).min(1, collectionMessages.instalments).max(MAX_INSTALMENTS, collectionMessages.tooManyInstalments),
});

/** "Ask for payment" → POST /api/admin/bookings/{id}/payment-requests, in the booking's currency. */
export const paymentRequestsWire = formWire(paymentRequestsForm, paymentRequestsBody, {
  encode: (v, booking: { currency: string }) => ({
    instalments: v.instalments.map((row) => ({ amount: fromText.money(row.amount, booking.currency), dueOn: row.dueOn })),
  }),
  fields: { "instalments.*.amount": "instalments.*.amount" },
});

/** The pay page's "I have paid" → the text fields of POST /api/pay/{token}/proof (the file goes beside them). */
export const proofWire = formWire(proofForm, proofFields, {
  encode: (v) => ({
    reference: v.reference,
    paidOn: v.paidOn,
    amount: String(v.amount),
    ...(v.tdsAmount !== undefined ? { tdsAmount: String(v.tdsAmount), tdsSection: v.tdsSection, tan: v.tan } : {}),
  }),
});
