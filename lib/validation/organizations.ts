// Organisations and a buyer's billing details (billing-and-delivery.md §1): fields and messages, once (the console's
// forms and the staff API). Browser-safe: no server imports.
import { z } from "zod";
import { isValidGstin, normaliseGstin } from "../gst/gstin";
import { isGstStateCode } from "../gst/states";
import { isEmail } from "./enrolments";
import { staffListQuery } from "./paging";
import { gstBuyerMessages, paymentTermsField, treatmentField, treatmentRule } from "./gst-buyer";

export const organizationMessages = {
  gstin: "Enter a valid GSTIN.",
  gstinState: "The GSTIN does not match the state.",
  stateCode: "Enter a two-digit GST state code such as 29.",
  country: "Country must be a 2-letter ISO 3166-1 code such as IN.",
  name: "The organisation's name is required.",
  contactName: "Each contact needs a name.",
  contactEmail: "Enter each contact's email address.",
  duplicateEmail: "Each contact's email can appear once.",
  notFound: "That organisation does not exist.",
} as const;

const blankIsAbsent = (v: unknown) => (v === "" || v === null ? undefined : v);

/** A GSTIN: lower case accepted, stored upper case; pattern, state code and check character. Empty = none. */
export const gstinField = z.preprocess(
  blankIsAbsent,
  z.string({ message: organizationMessages.gstin }).transform(normaliseGstin).refine(isValidGstin, organizationMessages.gstin).optional(),
);

/** A two-digit GST state code. Empty = none. */
export const stateCodeField = z.preprocess(
  blankIsAbsent,
  z.string({ message: organizationMessages.stateCode }).trim().refine(isGstStateCode, organizationMessages.stateCode).optional(),
);

export const countryField = z
  .string({ message: organizationMessages.country })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, organizationMessages.country)
  .default("IN");

/**
 * The GSTIN's first two digits are its state: a state given with it must be that one (400 otherwise); without a
 * state, the GSTIN's is taken.
 */
export function gstinStateRule<K extends string, S extends string>(gstinKey: K, stateKey: S) {
  return <T extends Partial<Record<K | S, string | undefined>>>(value: T, ctx: z.RefinementCtx): T => {
    const gstin = value[gstinKey];
    const state = value[stateKey];
    if (!gstin) return value;
    if (state === undefined) return { ...value, [stateKey]: gstin.slice(0, 2) };
    if (state !== gstin.slice(0, 2)) ctx.addIssue({ code: "custom", message: organizationMessages.gstinState, path: [stateKey] });
    return value;
  };
}

const contactSchema = z.object({
  name: z
    .string({ message: organizationMessages.contactName })
    .trim()
    .min(1, organizationMessages.contactName)
    .max(200, "A contact's name can have at most 200 characters."),
  email: z.string({ message: organizationMessages.contactEmail }).trim().toLowerCase().refine(isEmail, organizationMessages.contactEmail),
  phone: z.string().trim().max(40, "Phone can have at most 40 characters.").optional().default(""),
  isLead: z.boolean({ message: "isLead must be true or false." }).optional().default(false),
});

/** POST /api/admin/organizations and PUT /api/admin/organizations/{id} (the whole organisation, its contacts replaced). */
export const organizationBody = z
  .object({
    name: z.string({ message: organizationMessages.name }).trim().min(1, organizationMessages.name).max(200, "The name can have at most 200 characters."),
    gstin: gstinField,
    billingAddress: z.string({ message: "Enter the billing address." }).trim().max(2000, "The address can have at most 2000 characters.").default(""),
    stateCode: stateCodeField,
    country: countryField,
    gstTreatment: treatmentField.describe("registered, sez, unregistered or overseas; derived from the GSTIN and country when absent"),
    accountsEmail: z
      .preprocess(
        (v) => (v === "" || v === null ? undefined : v),
        z.string({ message: gstBuyerMessages.accountsEmail }).trim().toLowerCase().refine(isEmail, gstBuyerMessages.accountsEmail).optional(),
      )
      .describe("where invoices and notes are copied"),
    paymentTermsDays: paymentTermsField.default(0).describe("days from an invoice's date to its due date, 0 to 120"),
    contacts: z.array(contactSchema).max(100, "At most 100 contacts.").default([]),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.contacts.forEach((c, i) => {
      if (seen.has(c.email)) ctx.addIssue({ code: "custom", message: organizationMessages.duplicateEmail, path: ["contacts", i, "email"] });
      seen.add(c.email);
    });
  })
  .transform(gstinStateRule("gstin", "stateCode"))
  .transform(treatmentRule({ gstin: "gstin", country: "country", address: "billingAddress", treatment: "gstTreatment" }));
export type OrganizationInput = z.output<typeof organizationBody>;

/** GET /api/admin/organizations?q= */
export const organizationQuery = z.object({
  q: z
    .string()
    .max(200)
    .optional()
    .transform((v) => v?.trim() || undefined)
    .describe("name, GSTIN or a contact's email"),
  ...staffListQuery.shape,
});
