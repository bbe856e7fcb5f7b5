// Quotes (billing-and-delivery.md §3): fields and messages, once. Browser-safe: no server imports.
import { z } from "zod";
import { codeSchema } from "./code-field";
import { dateSchema, idField } from "./common";
import { isEmail } from "./enrolments";
import { staffListQuery } from "./paging";
import { amountText, DEFAULT_CURRENCY, moneyInput, salesMessages } from "./sales";
import { formWire, fromText } from "./wire";
import {
  billingFormFields,
  billingFromForm,
  exchangeRateField,
  individualBuyerKeys,
  paymentTermsField,
  purchaseOrderField,
  treatmentField,
  treatmentRule,
} from "./gst-buyer";
import { countryField, gstinField, gstinStateRule, stateCodeField } from "./organizations";

export const quoteStatuses = ["sent", "accepted", "expired", "withdrawn"] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

export const quoteMessages = {
  lines: "Add at least one line (at most 20).",
  pastValidUntil: "validUntil can't be in the past.",
  oneCurrency: "All lines of a quote must be in one currency.",
  noLongerValid: "This quote is no longer valid.",
  alreadyAccepted: "This quote has already been accepted.",
  notFound: "Quote not found.",
  onlyWithdraw: "Only a sent quote can be withdrawn.",
  status: "status must be withdrawn.",
  token: "The link is not valid.",
} as const;

const MAX_LINES = 20;

const lineBody = z.object({
  trainingId: idField,
  seats: z.number({ message: salesMessages.seats }).int(salesMessages.seats).min(1, salesMessages.seats).max(10000, salesMessages.seats),
  code: codeSchema.optional().describe("a discount code for this line"),
  price: moneyInput.optional().describe("the line's total, overriding the pricing rule"),
});

/** POST /api/admin/quotes. */
export const quoteCreateBody = z
  .object({
    enquiryId: idField.optional(),
    organizationId: idField.optional(),
    buyerName: z.string({ message: salesMessages.buyerName }).trim().min(1, salesMessages.buyerName).max(200, "Buyer name can have at most 200 characters."),
    buyerEmail: z.string({ message: salesMessages.buyerEmail }).trim().toLowerCase().refine(isEmail, salesMessages.buyerEmail),
    buyerPhone: z.string().trim().max(40, "Phone can have at most 40 characters.").optional().default(""),
    lines: z.array(lineBody, { message: quoteMessages.lines }).min(1, quoteMessages.lines).max(MAX_LINES, quoteMessages.lines),
    validUntil: dateSchema.describe("the last day the buyer can accept, in DEFAULT_TIME_ZONE"),
    note: z.string().trim().max(2000, "The note can have at most 2000 characters.").optional().default(""),
    buyerAddress: z
      .string()
      .trim()
      .max(2000, "The address can have at most 2000 characters.")
      .optional()
      .default("")
      .describe("an individual buyer's billing address"),
    buyerStateCode: stateCodeField.describe("two-digit GST state code; taken from buyerGstin when absent"),
    buyerCountry: countryField.describe("ISO 3166-1 alpha-2"),
    buyerGstin: gstinField,
    buyerGstTreatment: treatmentField.describe("an individual buyer's: registered, sez, unregistered or overseas; derived when absent"),
    purchaseOrder: purchaseOrderField.optional().default(""),
    paymentTermsDays: paymentTermsField.optional().describe("default: the organisation's, else 0"),
    exchangeRate: exchangeRateField.optional().describe("rupees per unit; required when the lines' currency is not INR"),
  })
  .transform(gstinStateRule("buyerGstin", "buyerStateCode"))
  .transform(treatmentRule(individualBuyerKeys));
export type QuoteCreate = z.output<typeof quoteCreateBody>;

/** PUT /api/admin/quotes/{id}. */
export const quoteUpdateBody = z.object({ status: z.enum(["withdrawn"], { message: quoteMessages.status }) });

export const quoteListQuery = z.object({
  status: z.preprocess((v) => (v === "" ? undefined : v), z.enum(quoteStatuses, { message: `status must be one of ${quoteStatuses.join(", ")}.` }).optional()),
  ...staffListQuery.shape,
});

/** POST /api/quote/accept. */
export const quoteAcceptBody = z.object({
  token: z.string({ message: quoteMessages.token }).trim().min(1, quoteMessages.token).max(200, quoteMessages.token),
  purchaseOrder: purchaseOrderField.optional().describe("the buyer's purchase order, carried onto the bookings and their invoices"),
});

// ---- The console's new-quote form: text inputs, checked with the same rules ----

/** One line of the form: a batch, its seats, a code, and a line total that overrides the pricing rule (empty: the rule). */
const quoteLineForm = z.object({
  trainingId: z.string().min(1, "Pick a training."),
  seats: z.string().regex(/^\d{1,5}$/, salesMessages.seats),
  code: z.union([z.literal(""), codeSchema]),
  price: z.union([z.literal(""), amountText]),
});
export type QuoteLineForm = z.input<typeof quoteLineForm>;

export const quoteForm = z.object({
  buyerName: z.string().trim().min(1, salesMessages.buyerName).max(200, "Buyer name can have at most 200 characters."),
  buyerEmail: z.string().trim().refine(isEmail, salesMessages.buyerEmail),
  buyerPhone: z.string().trim().max(40, "Phone can have at most 40 characters."),
  lines: z.array(quoteLineForm).min(1, quoteMessages.lines).max(MAX_LINES, quoteMessages.lines),
  validUntil: dateSchema,
  note: z.string().trim().max(2000, "The note can have at most 2000 characters."),
  organizationId: z.string().default(""),
  ...billingFormFields,
});

/**
 * The new quote form → POST /api/admin/quotes; the page knows the enquiry it came from. Line totals are typed in the
 * default currency. The server names a code or price error without its line ("code", "price"), and one currency for
 * all lines ("lines"): those show under the lines.
 */
export const quoteWire = formWire(quoteForm, quoteCreateBody, {
  encode: (v, page: { enquiryId?: string }) => ({
    enquiryId: page.enquiryId,
    buyerName: v.buyerName,
    buyerEmail: v.buyerEmail,
    buyerPhone: v.buyerPhone,
    lines: v.lines.map((line) => ({
      trainingId: line.trainingId,
      seats: fromText.count(line.seats),
      code: fromText.optional(line.code),
      price: fromText.optional(line.price, (text) => fromText.money(text, DEFAULT_CURRENCY)),
    })),
    validUntil: v.validUntil,
    note: v.note,
    organizationId: fromText.optional(v.organizationId),
    // Lines are typed in the default currency; a rate typed for a quote priced by the rule in another one is sent.
    ...billingFromForm(v, v.exchangeRate ? "" : DEFAULT_CURRENCY),
  }),
  fields: { code: "lines", price: "lines", "lines.*.price": "lines.*.price" },
});
