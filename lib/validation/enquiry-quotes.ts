// A quote given to an enquirer (sales-and-batches.md §1, timeline kind `quote`): the API's body and the console's form.
// No server imports (the console's form runs it in the browser).
import { z } from "zod";
import { currencySchema, hasAtMostTwoDecimals, moneyInput, salesMessages } from "./sales";
import { formWire, fromText } from "./wire";

export const QUOTE_TEXT_MAX_LENGTH = 1000;

export const quoteMessages = {
  text: `The quote's details must be at most ${QUOTE_TEXT_MAX_LENGTH} characters.`,
  amountNumber: "Enter the amount as a number, e.g. 45000 or 45000.50.",
} as const;

/** POST /api/admin/contact-messages/{id}/quotes {amount: {amount, currency}, text?}. */
export const enquiryQuoteBody = z.object({
  amount: moneyInput.describe("the total quoted: more than 0, at most 2 decimals, currency ISO 4217 (default INR)"),
  text: z
    .string({ message: quoteMessages.text })
    .trim()
    .max(QUOTE_TEXT_MAX_LENGTH, quoteMessages.text)
    .optional()
    .transform((v) => v || undefined)
    .describe(`what the quote covers, e.g. "for 3 seats", at most ${QUOTE_TEXT_MAX_LENGTH} characters`),
});
export type EnquiryQuoteInput = z.output<typeof enquiryQuoteBody>;

/** The console's "Record a quote" form: text inputs, checked with the same rules. */
export const enquiryQuoteForm = z.object({
  amount: z
    .string()
    .trim()
    .min(1, salesMessages.amountRequired)
    .refine((v) => /^\d+(\.\d+)?$/.test(v), quoteMessages.amountNumber)
    .refine((v) => hasAtMostTwoDecimals(Number(v)), salesMessages.amountDecimals)
    .refine((v) => Number(v) > 0, salesMessages.amountPositive),
  currency: currencySchema,
  text: z.string().trim().max(QUOTE_TEXT_MAX_LENGTH, quoteMessages.text),
});

/** "Record a quote" → POST /api/admin/contact-messages/{id}/quotes. */
export const enquiryQuoteWire = formWire(enquiryQuoteForm, enquiryQuoteBody, {
  encode: (v) => ({ amount: fromText.money(v.amount, v.currency), text: fromText.optional(v.text) }),
  fields: { amount: "amount", "amount.currency": "currency" },
});
