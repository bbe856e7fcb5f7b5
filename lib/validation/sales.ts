// Bookings and the payment ledger: fields and messages, once (the console's forms and the
// staff API). Browser-safe: no server imports.
import { z } from "zod";
import { decimalsMessage, fitsMinorUnit, isKnownCurrency } from "./currencies";
import { dateSchema, idField, namesOf } from "./common";
import { EMAIL_LIST_MAX, emailsOf, isEmail } from "./enrolments";
import { countryField, gstinField, gstinStateRule, stateCodeField } from "./organizations";
import { codeSchema } from "./code-field";
import {
  billingFormFields,
  billingFromForm,
  exchangeRateField,
  gstBuyerMessages,
  individualBuyerKeys,
  paymentTermsField,
  purchaseOrderField,
  treatmentField,
  treatmentRule,
} from "./gst-buyer";
import { staffListQuery } from "./paging";
import { formWire, fromText } from "./wire";

export const DEFAULT_CURRENCY = "INR";
export const bookingStatusLabels = { awaiting_payment: "Awaiting payment", paid: "Paid", cancelled: "Cancelled", refunded: "Refunded" } as const;
export const bookingStatuses = namesOf(bookingStatusLabels);
export type BookingStatus = (typeof bookingStatuses)[number];
export const paymentMethodLabels = { bank_transfer: "Bank transfer", upi: "UPI", card: "Card", cheque: "Cheque", cash: "Cash" } as const;
export const paymentMethods = namesOf(paymentMethodLabels);
export type PaymentMethodName = (typeof paymentMethods)[number];

export const salesMessages = {
  amountRequired: "Enter an amount.",
  amountPositive: "The amount must be more than 0.",
  amountDecimals: "Amounts can have at most 2 decimals.",
  amountTooLarge: "That amount is too large.",
  currency: "Currency must be a 3-letter ISO 4217 code such as INR.",
  seats: "Seats must be a whole number from 1 to 10000.",
  buyerName: "Buyer name is required.",
  buyerEmail: "Enter the buyer's email address.",
  method: `Method must be one of ${paymentMethods.join(", ")}.`,
  reason: "Give the reason for the refund.",
  status: "The only status staff set is cancelled.",
  emails: "Give at least one learner email address.",
  overrideReason: "Give a reason for activating this booking's enrolment by hand.",
} as const;

/** Largest amount accepted (in whole units): far beyond any fee, well inside exact integers. */
export const MAX_AMOUNT = 1_000_000_000;

/** Whether a number has at most 2 decimals (0.1 + 0.2 style float noise tolerated). */
export function hasAtMostTwoDecimals(amount: number): boolean {
  const hundredths = amount * 100;
  return Math.abs(hundredths - Math.round(hundredths)) < 1e-6;
}

const amountSchema = z
  .number({ message: salesMessages.amountRequired })
  .refine(Number.isFinite, salesMessages.amountRequired)
  .refine((v) => v > 0, salesMessages.amountPositive)
  .refine((v) => v <= MAX_AMOUNT, salesMessages.amountTooLarge)
  // At most 3 decimals here (KWD); the currency's own minor unit is checked with the currency (moneyInput).
  .refine((v) => fitsMinorUnit(v, "KWD"), salesMessages.amountDecimals);

/** An ISO 4217 code from the allow-list (lib/validation/currencies.ts). */
export const currencySchema = z
  .string({ message: salesMessages.currency })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, salesMessages.currency)
  .refine(isKnownCurrency, salesMessages.currency);

/** Money on the wire: `{amount, currency}`, more than 0, no finer than the currency's minor unit (JPY: whole). */
export const moneyInput = z
  .object({ amount: amountSchema, currency: currencySchema.default(DEFAULT_CURRENCY) }, { message: salesMessages.amountRequired })
  .superRefine((value, ctx) => {
    if (!fitsMinorUnit(value.amount, value.currency)) ctx.addIssue({ code: "custom", message: decimalsMessage(value.currency), path: ["amount"] });
  });
export type MoneyInput = z.output<typeof moneyInput>;

const optionalText = (max: number, message: string) => z.string({ message }).trim().max(max, message).optional().default("");

/** POST /api/admin/bookings. */
export const bookingCreateBody = z
  .object({
    trainingId: idField,
    buyerName: z.string({ message: salesMessages.buyerName }).trim().min(1, salesMessages.buyerName).max(200, "Buyer name can have at most 200 characters."),
    buyerEmail: z.string({ message: salesMessages.buyerEmail }).trim().toLowerCase().refine(isEmail, salesMessages.buyerEmail),
    buyerPhone: optionalText(40, "Phone can have at most 40 characters."),
    organization: optionalText(200, "Organization can have at most 200 characters."),
    seats: z.number({ message: salesMessages.seats }).int(salesMessages.seats).min(1, salesMessages.seats).max(10000, salesMessages.seats),
    price: moneyInput.optional().describe("omitted: the pricing rule's total for the training, seats and code (billing-and-delivery.md §2)"),
    code: codeSchema.optional().describe("a discount code, matched case-insensitively"),
    enquiryId: idField.optional(),
    organizationId: idField.optional().describe("the buying organisation: its name fills `organization`"),
    buyerAddress: optionalText(2000, "The address can have at most 2000 characters.").describe("an individual buyer's billing address"),
    buyerStateCode: stateCodeField.describe("two-digit GST state code; taken from buyerGstin when absent"),
    buyerCountry: countryField.describe("ISO 3166-1 alpha-2"),
    buyerGstin: gstinField,
    buyerGstTreatment: treatmentField.describe("an individual buyer's: registered, sez, unregistered or overseas; derived when absent"),
    purchaseOrder: purchaseOrderField.optional().default("").describe("the buyer's purchase order, up to 40 characters"),
    paymentTermsDays: paymentTermsField.optional().describe("days to pay after the invoice; default: the organisation's, else 0"),
    exchangeRate: exchangeRateField.optional().describe("rupees per unit, at most 4 decimals; required for a currency other than INR"),
  })
  .transform(gstinStateRule("buyerGstin", "buyerStateCode"))
  .transform(treatmentRule(individualBuyerKeys));
export type BookingCreate = z.output<typeof bookingCreateBody>;

/** PUT /api/admin/bookings/{id}. */
export const bookingUpdateBody = z.object({
  seats: z.number({ message: salesMessages.seats }).int(salesMessages.seats).min(1, salesMessages.seats).max(10000, salesMessages.seats).optional(),
  price: moneyInput.optional(),
  status: z.enum(["cancelled"], { message: salesMessages.status }).optional(),
  purchaseOrder: purchaseOrderField.optional(),
  paymentTermsDays: paymentTermsField.optional(),
  exchangeRate: exchangeRateField.optional().describe("rupees per unit; required when the currency is not INR"),
  trainingId: idField
    .optional()
    .describe("moves the whole booking to another batch of the same course, before the first session of its own (billing-and-delivery.md §1)"),
});
export type BookingUpdate = z.output<typeof bookingUpdateBody>;

/** GET /api/admin/bookings?status=&trainingId=&q= (and the console's filter form). */
export const bookingFilterQuery = z.object({
  status: z
    .preprocess((v) => (v === "" ? undefined : v), z.enum(bookingStatuses, { message: `status must be one of ${bookingStatuses.join(", ")}.` }).optional())
    .describe("derived status"),
  trainingId: z.preprocess((v) => (v === "" ? undefined : v), idField.optional()).describe("only this training's"),
  q: z
    .string()
    .max(200)
    .optional()
    .transform((v) => v?.trim() || undefined)
    .describe("buyer name, email, organization or booking number"),
});
export type BookingFilter = z.output<typeof bookingFilterQuery>;

/** GET /api/admin/bookings: the filters and the staff list's paging (a page of 50 unless all=true). */
export const bookingListQuery = bookingFilterQuery.extend(staffListQuery.shape);

/** POST /api/admin/bookings/{id}/payments. */
export const paymentBody = z.object({
  amount: moneyInput,
  method: z.enum(paymentMethods, { message: salesMessages.method }),
  reference: optionalText(200, "Reference can have at most 200 characters."),
  paidOn: dateSchema,
  note: optionalText(1000, "Note can have at most 1000 characters."),
});
export type PaymentInput = z.output<typeof paymentBody>;

/** POST /api/admin/bookings/{id}/refunds. */
export const refundBody = z.object({
  amount: moneyInput,
  reason: z.string({ message: salesMessages.reason }).trim().min(1, salesMessages.reason).max(1000, "The reason can have at most 1000 characters."),
  paidOn: dateSchema.optional().describe("the day the money went back (today when not given)"),
  lowerPrice: z
    .boolean({ message: "lowerPrice is true or false." })
    .optional()
    .describe("a refund agreed as a reduction: the price drops by the amount too, an invoiced booking gets a credit note, and no balance reopens"),
});
export type RefundInput = z.output<typeof refundBody>;

/** POST /api/admin/bookings/{id}/learners: a list of addresses (or pasted text). */
export const learnersBody = z.object({
  emails: z
    .union([z.array(z.string().max(320)).max(EMAIL_LIST_MAX), z.string().max(EMAIL_LIST_MAX * 320)], { message: salesMessages.emails })
    .transform((value, ctx) => {
      const list = [...new Set(emailsOf(value).map((e) => e.trim().toLowerCase()))];
      if (list.length === 0) ctx.addIssue({ code: "custom", message: salesMessages.emails });
      const bad = list.filter((e) => !isEmail(e));
      if (bad.length) ctx.addIssue({ code: "custom", message: `Not an email address: ${bad.slice(0, 3).join(", ")}.` });
      if (list.length > EMAIL_LIST_MAX) ctx.addIssue({ code: "custom", message: `At most ${EMAIL_LIST_MAX} addresses at a time.` });
      return list;
    }),
});

// The sales report's range lives in sales-report.ts; the report's routes and tests still name it here.
export { isReportRangeBounded, SALES_REPORT_MAX_DAYS, salesReportMessages, salesReportQuery, type SalesReportRange } from "./sales-report";

// ---- The console's forms: text inputs, checked with the same rules ----

/** An amount typed as text (more than 0, at most 2 decimals): the console's money inputs. */
export const amountText = z
  .string()
  .trim()
  .min(1, salesMessages.amountRequired)
  .refine((v) => /^\d+(\.\d+)?$/.test(v), "Enter the amount as a number, e.g. 25000 or 25000.50.")
  .refine((v) => hasAtMostTwoDecimals(Number(v)), salesMessages.amountDecimals)
  .refine((v) => Number(v) > 0, salesMessages.amountPositive);

/** What a new booking or quote starts with (lib/sales/start.ts): from an enquiry its buyer, and a likely batch. */
export interface SalePrefill {
  enquiryId?: string;
  trainingId?: string;
  buyerName?: string;
  buyerEmail?: string;
  buyerPhone?: string;
}

/** The buyer's three fields of a sales form, from what it starts with. */
export const buyerDefaults = (prefill: SalePrefill) => ({
  buyerName: prefill.buyerName ?? "",
  buyerEmail: prefill.buyerEmail ?? "",
  buyerPhone: prefill.buyerPhone ?? "",
});

export const bookingForm = z.object({
  trainingId: z.string().min(1, "Pick a training."),
  buyerName: z.string().trim().min(1, salesMessages.buyerName).max(200),
  buyerEmail: z.string().trim().refine(isEmail, salesMessages.buyerEmail),
  buyerPhone: z.string().trim().max(40),
  organization: z.string().trim().max(200),
  seats: z.string().regex(/^\d{1,5}$/, salesMessages.seats),
  // Empty: the pricing rule's total for the training, seats and code (billing-and-delivery.md §2).
  amount: z.union([z.literal(""), amountText]),
  currency: currencySchema,
  code: z.union([z.literal(""), codeSchema]),
  organizationId: z.string(),
  ...billingFormFields,
});

export const paymentForm = z.object({
  amount: amountText,
  method: z.enum(paymentMethods, { message: salesMessages.method }),
  reference: z.string().trim().max(200),
  paidOn: dateSchema,
  note: z.string().trim().max(1000),
});

export const refundForm = z.object({
  amount: amountText,
  reason: z.string().trim().min(1, salesMessages.reason).max(1000),
  lowerPrice: z.boolean().optional(),
});

export const learnersForm = z.object({ emails: z.string().trim().min(1, salesMessages.emails) });

export const bookingEditForm = z.object({ seats: z.string().regex(/^\d{1,5}$/, salesMessages.seats), amount: amountText });

/** The new booking form → POST /api/admin/bookings; the page knows the rule's own total for the chosen batch and seats, and the enquiry. */
export const bookingWire = formWire(bookingForm, bookingCreateBody, {
  encode: (v, page: { ruleAmount: string; enquiryId?: string }) => ({
    trainingId: v.trainingId,
    buyerName: v.buyerName,
    buyerEmail: v.buyerEmail,
    buyerPhone: v.buyerPhone,
    organization: v.organization,
    seats: fromText.count(v.seats),
    // The rule's own total (untouched) is left to the server, which then applies the code too.
    price: v.amount && v.amount !== page.ruleAmount ? fromText.money(v.amount, v.currency) : undefined,
    code: fromText.optional(v.code),
    organizationId: fromText.optional(v.organizationId),
    enquiryId: page.enquiryId,
    ...billingFromForm(v, v.currency),
  }),
  fields: { price: "amount", "price.currency": "currency" },
});

/** The booking's "Seats and price" form → PUT /api/admin/bookings/{id}, in the booking's currency. */
export const bookingEditWire = formWire(bookingEditForm, bookingUpdateBody, {
  encode: (v, booking: { currency: string }) => ({ seats: fromText.count(v.seats), price: fromText.money(v.amount, booking.currency) }),
  fields: { price: "amount" },
});

/** The booking's "Invoicing" form (books.md §1) → PUT /api/admin/bookings/{id}: PO, terms and, in a foreign currency, the rate. */
export const bookingInvoicingWire = formWire(
  z.object({
    purchaseOrder: billingFormFields.purchaseOrder,
    paymentTermsDays: z
      .string()
      .trim()
      .regex(/^\d{1,3}$/, gstBuyerMessages.paymentTermsDays),
    exchangeRate: billingFormFields.exchangeRate,
  }),
  bookingUpdateBody,
  {
    encode: (v, booking: { currency: string }) => ({
      purchaseOrder: v.purchaseOrder,
      paymentTermsDays: Number(v.paymentTermsDays),
      exchangeRate: booking.currency === "INR" || v.exchangeRate === "" ? undefined : Number(v.exchangeRate),
    }),
  },
);

/** "Record payment" → POST /api/admin/bookings/{id}/payments, in the booking's currency. */
export const paymentWire = formWire(paymentForm, paymentBody, {
  encode: (v, booking: { currency: string }) => ({ ...v, amount: fromText.money(v.amount, booking.currency) }),
  fields: { amount: "amount" },
});

/** "Refund" → POST /api/admin/bookings/{id}/refunds, in the booking's currency. */
export const refundWire = formWire(refundForm, refundBody, {
  encode: (v, booking: { currency: string }) => ({ ...v, amount: fromText.money(v.amount, booking.currency) }),
  fields: { amount: "amount" },
});
