// Discount codes and the pricing of a sale (billing-and-delivery.md §2): fields and messages, once (the console's
// forms and the staff API). Browser-safe: no server imports.
import { z } from "zod";
import { CODE_MESSAGE, codeSchema } from "./code-field";
import { dateSchema, idField } from "./common";
import { staffListQuery } from "./paging";
import { DEFAULT_CURRENCY, moneyInput } from "./sales";
import { formWire, fromText } from "./wire";

export const pricingMessages = {
  code: CODE_MESSAGE,
  oneDiscount: "Give either percentOff or amountOff, not both.",
  percentOff: "percentOff must be a whole number from 1 to 100.",
  maxUses: "maxUses must be a whole number of at least 1.",
  codeTaken: "That code already exists.",
  pastValidUntil: "validUntil can't be in the past.",
  noTraining: "That training does not exist.",
  unknownCode: "That code does not exist.",
  expired: "This code has expired.",
  usedUp: "This code has been used up.",
  notForTraining: "This code is not valid for this training.",
  codeCurrency: (code: string, training: string) => `This code takes ${code} off; the training is priced in ${training}.`,
  noPrice: "This training has no price (fees on enquiry): give the price.",
  zeroTotal: "The total would be zero: a free seat is an enrolment, not a booking.",
  alreadyEnded: "This code has already ended.",
} as const;

export { codeSchema };

/** POST /api/admin/discount-codes. */
export const discountCodeBody = z
  .object({
    code: codeSchema,
    percentOff: z
      .number({ message: pricingMessages.percentOff })
      .int(pricingMessages.percentOff)
      .min(1, pricingMessages.percentOff)
      .max(100, pricingMessages.percentOff)
      .optional(),
    amountOff: moneyInput.optional(),
    validUntil: dateSchema.optional().describe("the last day, in DEFAULT_TIME_ZONE; none = no last day"),
    maxUses: z
      .number({ message: pricingMessages.maxUses })
      .int(pricingMessages.maxUses)
      .min(1, pricingMessages.maxUses)
      .max(1_000_000, pricingMessages.maxUses)
      .optional(),
    trainingIds: z.array(idField).max(500).optional().describe("valid for these trainings only; none = every training"),
  })
  .refine((b) => (b.percentOff === undefined) !== (b.amountOff === undefined), { message: pricingMessages.oneDiscount, path: ["percentOff"] });
export type DiscountCodeInput = z.output<typeof discountCodeBody>;

/** What a sale is priced for: the batch, the seats and perhaps a code. */
export const saleRequest = z.object({
  trainingId: idField,
  seats: z.number().int().min(1).max(10000),
  code: codeSchema.optional(),
});
export type SaleRequest = z.output<typeof saleRequest>;

// ---- The console's form: text inputs, checked with the same rules ----

export const discountCodeForm = z
  .object({
    code: codeSchema,
    kind: z.enum(["percent", "amount"]),
    value: z
      .string()
      .trim()
      .regex(/^\d+(\.\d{1,2})?$/, "Enter a number, e.g. 10 or 2500.50."),
    currency: z.string().trim(),
    validUntil: z.union([z.literal(""), dateSchema]),
    maxUses: z.union([z.literal(""), z.string().regex(/^[1-9]\d{0,6}$/, pricingMessages.maxUses)]),
    trainingId: z.string(),
  })
  .refine((f) => f.kind === "amount" || (/^\d+$/.test(f.value) && Number(f.value) >= 1 && Number(f.value) <= 100), {
    message: pricingMessages.percentOff,
    path: ["value"],
  });

/** "New code" → POST /api/admin/discount-codes: a percent or an amount off (in the currency typed, INR when none). */
export const discountCodeWire = formWire(discountCodeForm, discountCodeBody, {
  encode: (v) => ({
    code: v.code,
    percentOff: v.kind === "percent" ? fromText.count(v.value) : undefined,
    amountOff: v.kind === "amount" ? fromText.money(v.value, v.currency || DEFAULT_CURRENCY) : undefined,
    validUntil: fromText.optional(v.validUntil),
    maxUses: fromText.optional(v.maxUses, fromText.count),
    trainingIds: fromText.optional(v.trainingId, (id) => [id]),
  }),
  fields: { percentOff: "value", amountOff: "value", "amountOff.currency": "currency", trainingIds: "trainingId" },
});

export const discountCodeStates = ["running", "ended"] as const;
export type DiscountCodeState = (typeof discountCodeStates)[number];

/** GET /api/admin/discount-codes?state=: running or ended codes only, and the staff list's paging. */
export const discountCodeListQuery = z.object({
  state: z
    .preprocess((v) => (v === "" ? undefined : v), z.enum(discountCodeStates, { message: "state must be running or ended." }).optional())
    .describe("running or ended codes only (default both)"),
  ...staffListQuery.shape,
});
