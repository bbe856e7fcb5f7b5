// TDS deducted by a booking's buyer (books.md §2): fields and messages, once (the console's forms, the pay page and
// the API). Browser-safe: no server imports.
import { z } from "zod";
import { dateSchema } from "./common";
import { amountText, hasAtMostTwoDecimals, MAX_AMOUNT, moneyInput, salesMessages } from "./sales";
import { formWire, fromText } from "./wire";

export const tdsMessages = {
  tan: "Enter a valid TAN.",
  section: "Enter the section: 2 to 12 letters, digits or brackets, such as 194J.",
  overBalance: "The deduction is more than the balance.",
  overCap: "A deduction is at most 20 % of the taxable value.",
  futureDate: "The deduction date can't be in the future.",
  cancelled: "This booking is cancelled: record no deductions.",
  notFound: "TDS entry not found.",
  notUnmatched: "Only a deduction the government's statement has not shown yet can be removed.",
  certificate: "Enter the certificate number: 1 to 40 letters, digits, dashes or slashes.",
  tdsWithoutTan: "Give the TAN and the section with the TDS amount.",
  fy: "Give the financial year as YYYY-YY, such as 2026-27.",
  file: "Upload the statement as a CSV file up to 2 MB.",
  tooManyRows: "A statement has at most 5000 rows.",
  columns: "The statement needs the columns TAN of Deductor, Section, Transaction Date and TDS Deposited.",
} as const;

/** Four letters, five digits, a letter (the Income Tax Department's TAN). */
export const TAN_PATTERN = /^[A-Z]{4}[0-9]{5}[A-Z]$/;
/** 194J, 194C, 393(1)… */
export const SECTION_PATTERN = /^[A-Za-z0-9()]{2,12}$/;

/** A TAN as typed: spaces around are dropped, lower case is made upper case. */
export const normalizeTan = (value: string) => value.trim().toUpperCase();
export const isTan = (value: string) => TAN_PATTERN.test(normalizeTan(value));
export const isSection = (value: string) => SECTION_PATTERN.test(value.trim());

export const tanSchema = z
  .string({ message: tdsMessages.tan })
  .transform(normalizeTan)
  .refine((v) => TAN_PATTERN.test(v), tdsMessages.tan);
export const sectionSchema = z
  .string({ message: tdsMessages.section })
  .trim()
  .refine((v) => SECTION_PATTERN.test(v), tdsMessages.section)
  .transform((v) => v.toUpperCase());

/** The most of a booking's taxable value its deductions may add up to, as a fraction (20 %). */
export const TDS_CAP_PERCENT = 20;
/** Whether deductions adding up to `totalMinor` stay within 20 % of a taxable value (exact, in integers). */
export const withinTdsCap = (totalMinor: number, taxableMinor: number) => totalMinor * 100 <= taxableMinor * TDS_CAP_PERCENT;

/** An amount given as a plain number: in the booking's currency. */
export const positiveAmount = z
  .number({ message: salesMessages.amountRequired })
  .refine(Number.isFinite, salesMessages.amountRequired)
  .refine((v) => v > 0, salesMessages.amountPositive)
  .refine((v) => v <= MAX_AMOUNT, salesMessages.amountTooLarge)
  .refine(hasAtMostTwoDecimals, salesMessages.amountDecimals);

/** POST /api/admin/bookings/{id}/tds */
export const tdsBody = z.object({
  amount: z.union([moneyInput, positiveAmount]).describe("{amount, currency}, or a number in the booking's currency"),
  section: sectionSchema,
  tan: tanSchema,
  deductedOn: dateSchema,
  reference: z.string({ message: "Reference can have at most 200 characters." }).trim().max(200, "Reference can have at most 200 characters.").optional(),
});
export type TdsInput = z.output<typeof tdsBody>;

export const certificateNumberSchema = z
  .string({ message: tdsMessages.certificate })
  .trim()
  .regex(/^[A-Za-z0-9/-]{1,40}$/, tdsMessages.certificate);

/** PUT /api/admin/tds/{id} */
export const tdsCertificateBody = z.object({ certificateNumber: certificateNumberSchema });
export type TdsCertificate = z.output<typeof tdsCertificateBody>;

/** `2026-27`: the financial year that starts on 1 April 2026. */
export const fySchema = z
  .string({ message: tdsMessages.fy })
  .regex(/^\d{4}-\d{2}$/, tdsMessages.fy)
  .refine((v) => (Number(v.slice(0, 4)) + 1) % 100 === Number(v.slice(5)), tdsMessages.fy);

/** GET /api/admin/reports/tds?fy=&format= */
export const tdsReportQuery = z.object({
  fy: z.preprocess((v) => (v === "" ? undefined : v), fySchema.optional()).describe("the financial year, e.g. 2026-27 (default: the current one)"),
  format: z.enum(["json", "csv"], { message: "format must be json or csv." }).optional().describe("csv: one row an entry"),
});

// ---- The console's and the pay page's forms: text inputs, checked with the same rules ----

export const tdsForm = z.object({
  amount: amountText,
  section: z.string().refine(isSection, tdsMessages.section),
  tan: z.string().refine(isTan, tdsMessages.tan),
  deductedOn: dateSchema,
  reference: z.string().trim().max(200, "Reference can have at most 200 characters."),
});

export const certificateForm = z.object({ certificateNumber: certificateNumberSchema });

/** "Record TDS" → POST /api/admin/bookings/{id}/tds, in the booking's currency. */
export const tdsWire = formWire(tdsForm, tdsBody, {
  encode: (v, booking: { currency: string }) => ({ ...v, amount: fromText.money(v.amount, booking.currency), reference: fromText.optional(v.reference) }),
  fields: { amount: "amount" },
});

/** The report's certificate form → PUT /api/admin/tds/{id}. */
export const certificateWire = formWire(certificateForm, tdsCertificateBody, { encode: (v) => v });
