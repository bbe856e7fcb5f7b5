// A buyer's GST treatment and the fields accounts payable needs (books.md §1): messages and rules, once, for
// organisations, bookings and quotes. Browser-safe: no server imports.
import { z } from "zod";
import { EXCHANGE_RATE_SCALE } from "../gst/inr";
import { deriveTreatment, gstTreatmentNames, type GstTreatment } from "../gst/treatment";

export const gstBuyerMessages = {
  gstin: "Enter a valid GSTIN.",
  overseasInIndia: "An overseas buyer is outside India.",
  gstinAbroad: "A GSTIN belongs to a buyer in India.",
  billingAddress: "Enter the billing address.",
  largeSaleAddress: "Enter the buyer's address and state: invoices of ₹50,000 or more name them.",
  exchangeRate: "Enter the exchange rate (INR per unit).",
  treatment: `GST treatment must be one of ${gstTreatmentNames.join(", ")}.`,
  purchaseOrder: "The purchase order can have at most 40 characters.",
  paymentTermsDays: "Payment terms must be a whole number of days from 0 to 120.",
  accountsEmail: "Enter the accounts email address.",
} as const;

/** ₹50,000 in paise: from this taxable value an invoice to an unregistered buyer names their address and state (CGST Rules, rule 46). */
export const NAMED_BUYER_THRESHOLD_MINOR = 5_000_000;

export const treatmentField = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  z.enum(gstTreatmentNames, { message: gstBuyerMessages.treatment }).optional(),
);

export const purchaseOrderField = z.string({ message: gstBuyerMessages.purchaseOrder }).trim().max(40, gstBuyerMessages.purchaseOrder);

export const paymentTermsField = z
  .number({ message: gstBuyerMessages.paymentTermsDays })
  .int(gstBuyerMessages.paymentTermsDays)
  .min(0, gstBuyerMessages.paymentTermsDays)
  .max(120, gstBuyerMessages.paymentTermsDays);

/** Rupees per unit of a foreign currency: more than 0, at most 4 decimals. */
export const exchangeRateField = z
  .number({ message: gstBuyerMessages.exchangeRate })
  .refine((v) => Number.isFinite(v) && v > 0 && v < 1_000_000, gstBuyerMessages.exchangeRate)
  .refine((v) => Math.abs(v * EXCHANGE_RATE_SCALE - Math.round(v * EXCHANGE_RATE_SCALE)) < 1e-6, gstBuyerMessages.exchangeRate);

/** The rate as stored (exchangeRateE4), and back. */
export const rateToE4 = (rate: number): number => Math.round(rate * EXCHANGE_RATE_SCALE);
export const rateOfE4 = (e4: number | null): number | null => (e4 === null ? null : e4 / EXCHANGE_RATE_SCALE);

/** The fields of a buyer that decide its treatment, under the names an input uses (organisations: gstin; bookings: buyerGstin). */
interface BuyerKeys {
  gstin: string;
  country: string;
  address: string;
  treatment: string;
}

/** Whether a buyer's treatment and data agree; each problem under its field's name. */
export function treatmentProblems(buyer: {
  gstin?: string | null;
  country: string;
  address: string;
  treatment: GstTreatment;
}): { field: keyof BuyerKeys; message: string }[] {
  const problems: { field: keyof BuyerKeys; message: string }[] = [];
  if ((buyer.treatment === "registered" || buyer.treatment === "sez") && !buyer.gstin) problems.push({ field: "gstin", message: gstBuyerMessages.gstin });
  if (buyer.treatment === "overseas" && buyer.country === "IN") problems.push({ field: "country", message: gstBuyerMessages.overseasInIndia });
  if (buyer.gstin && buyer.country !== "IN") problems.push({ field: "gstin", message: gstBuyerMessages.gstinAbroad });
  if (buyer.gstin && !buyer.address.trim()) problems.push({ field: "address", message: gstBuyerMessages.billingAddress });
  return problems;
}

/**
 * A transform that derives the treatment when it is absent (a GSTIN: registered; a country other than IN: overseas;
 * else unregistered) and reports what contradicts it, under the input's own field names.
 */
export function treatmentRule<K extends BuyerKeys>(keys: K) {
  return <T extends Record<string, unknown>>(value: T, ctx: z.RefinementCtx): T & Record<K["treatment"], GstTreatment> => {
    const gstin = value[keys.gstin] as string | undefined;
    const country = value[keys.country] as string;
    const treatment = (value[keys.treatment] as GstTreatment | undefined) ?? deriveTreatment({ gstin, country });
    for (const problem of treatmentProblems({ gstin, country, address: (value[keys.address] as string | undefined) ?? "", treatment }))
      ctx.addIssue({ code: "custom", message: problem.message, path: [keys[problem.field]] });
    return { ...value, [keys.treatment]: treatment } as T & Record<K["treatment"], GstTreatment>;
  };
}

/** The individual buyer's keys on bookings and quotes. */
export const individualBuyerKeys = { gstin: "buyerGstin", country: "buyerCountry", address: "buyerAddress", treatment: "buyerGstTreatment" } as const;

/**
 * Whether a sale needs the buyer's address and state named: to an unregistered buyer, at a taxable value (in
 * rupees) of ₹50,000 or more.
 */
export const needsNamedBuyer = (treatment: GstTreatment, taxableValueInrMinor: number): boolean =>
  treatment === "unregistered" && taxableValueInrMinor >= NAMED_BUYER_THRESHOLD_MINOR;

// ---- The console's booking and quote forms: the buyer's billing and accounts-payable fields as typed text ----

/** Typed text, checked with the API's rules; empty means "not given" (derived, or the default). */
export const billingFormFields = {
  buyerAddress: z.string().trim().max(2000, "The address can have at most 2000 characters.").default(""),
  buyerStateCode: z.string().default(""),
  buyerCountry: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, "Country must be a 2-letter ISO 3166-1 code such as IN.")
    .default("IN"),
  buyerGstin: z.string().trim().max(15, gstBuyerMessages.gstin).default(""),
  buyerGstTreatment: z.union([z.literal(""), z.enum(gstTreatmentNames, { message: gstBuyerMessages.treatment })]).default(""),
  purchaseOrder: z.string().trim().max(40, gstBuyerMessages.purchaseOrder).default(""),
  paymentTermsDays: z
    .string()
    .trim()
    .regex(/^(\d{1,3})?$/, gstBuyerMessages.paymentTermsDays)
    .default(""),
  exchangeRate: z
    .string()
    .trim()
    .refine((v) => v === "" || (/^\d+(\.\d{1,4})?$/.test(v) && Number(v) > 0), gstBuyerMessages.exchangeRate)
    .default(""),
};

export const billingFormDefaults = {
  buyerAddress: "",
  buyerStateCode: "",
  buyerCountry: "IN",
  buyerGstin: "",
  buyerGstTreatment: "" as const,
  purchaseOrder: "",
  paymentTermsDays: "",
  exchangeRate: "",
};

type BillingForm = { [K in keyof typeof billingFormFields]: z.output<(typeof billingFormFields)[K]> };

/** The form's billing text → the API's fields (empty text is left out: derived on the server, or its default). */
export const billingFromForm = (v: BillingForm, currency: string) => ({
  buyerAddress: v.buyerAddress || undefined,
  buyerStateCode: v.buyerStateCode || undefined,
  buyerCountry: v.buyerCountry.toUpperCase() === "IN" ? undefined : v.buyerCountry.toUpperCase(),
  buyerGstin: v.buyerGstin || undefined,
  buyerGstTreatment: v.buyerGstTreatment || undefined,
  purchaseOrder: v.purchaseOrder || undefined,
  paymentTermsDays: v.paymentTermsDays === "" ? undefined : Number(v.paymentTermsDays),
  exchangeRate: v.exchangeRate === "" || currency.toUpperCase() === "INR" ? undefined : Number(v.exchangeRate),
});
