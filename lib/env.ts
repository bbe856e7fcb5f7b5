import "server-only";
import path from "node:path";
import { z } from "zod";
import { isValidGstin, normaliseGstin } from "./gst/gstin";
import { isFinancialYear } from "./gst/financial-year";
import { isGstStateCode } from "./gst/states";
import { remember } from "./remember";
import { siteConfig } from "./site-config";
import { isTimeZone } from "./validation/common";

const companyAddressOfSite = `${siteConfig.address.street}, ${siteConfig.address.locality}, ${siteConfig.address.region} ${siteConfig.address.postalCode}, ${siteConfig.address.countryName}`;

const flag = (fallback: "0" | "1") =>
  z
    .enum(["0", "1"], { message: "must be 0 or 1" })
    .default(fallback)
    .transform((v) => v === "1");

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must start with ${protocols.join(" or ")}`,
    });

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    APP_URL: optionalUrl(["http://", "https://"]),
    DATABASE_URL: optionalUrl(["postgres://", "postgresql://"]),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    SESSION_SECRET: z
      .string()
      .optional()
      .refine((v) => v === undefined || v === "" || Buffer.byteLength(v) >= 32, { message: "must be at least 32 bytes" })
      .transform((v) => (v ? v : undefined)),
    SMTP_URL: optionalUrl(["smtp://", "smtps://"]),
    MAIL_FROM: z.string().trim().min(3).default("no-reply@localhost"),
    CONTACT_INBOX: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined)),
    SMS_PROVIDER: z.enum(["console", "twilio", "webhook"]).default("console"),
    SMS_WEBHOOK_URL: optionalUrl(["http://", "https://"]),
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_FROM: z.string().optional(),
    /** WhatsApp (billing-and-delivery.md §6): twilio, webhook or console; off when unset. */
    WHATSAPP_PROVIDER: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.enum(["console", "twilio", "webhook"], { message: "must be twilio, webhook or console (or unset: off)" }).optional(),
    ),
    WHATSAPP_WEBHOOK_URL: optionalUrl(["http://", "https://"]),
    TWILIO_WHATSAPP_FROM: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined),
    DEFAULT_DIAL_CODE: z
      .string()
      .trim()
      .regex(/^\+[1-9][0-9]{0,3}$/, "must look like +91")
      .default("+91"),
    DEFAULT_TIME_ZONE: z.string().trim().refine(isTimeZone, "must be an IANA time zone such as Asia/Kolkata").default("Asia/Kolkata"),
    DEMO_CONTENT: flag("1"),
    RATE_LIMIT_SCALE: z.coerce.number().min(0).max(1000).default(1),
    /** How many reverse proxies stand in front and append to X-Forwarded-For (0: the header is ignored). */
    TRUST_PROXY: z.coerce.number({ message: "must be a number of proxies, 0 to 10" }).int("must be a number of proxies, 0 to 10").min(0).max(10).default(0),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
    /** Printed on receipts and certificates (sales-and-batches.md §5); the site's footer values when unset, no tax id line. */
    COMPANY_NAME: z
      .string()
      .trim()
      .max(200)
      .optional()
      .transform((v) => v || siteConfig.legalName),
    COMPANY_ADDRESS: z
      .string()
      .trim()
      .max(500)
      .optional()
      .transform((v) => v || companyAddressOfSite),
    COMPANY_TAX_ID: z
      .string()
      .trim()
      .max(100)
      .optional()
      .transform((v) => v || undefined),
    /** GST registration (billing-and-delivery.md §4, §12): without a GSTIN invoices carry no tax. */
    COMPANY_GSTIN: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? normaliseGstin(v) : undefined))
      .refine((v) => v === undefined || isValidGstin(v), { message: "must be a valid GSTIN (15 characters with its check character)" }),
    /** The company's GST state code; the GSTIN's first two digits when unset. */
    COMPANY_STATE_CODE: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined)
      .refine((v) => v === undefined || isGstStateCode(v), { message: "must be a two-digit GST state code such as 29" }),
    /** The Letter of Undertaking's ARN: exports and SEZ supplies are zero-rated without IGST in its year (COMPANY_LUT_FY). */
    COMPANY_LUT: z
      .string()
      .trim()
      .max(100)
      .optional()
      .transform((v) => v || undefined),
    /**
     * The LUT's financial year (`2026-27`): the LUT applies only to documents dated in that year, since an LUT is
     * filed for one financial year at a time (books.md §1, §7).
     */
    COMPANY_LUT_FY: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined)
      .refine((v) => v === undefined || isFinancialYear(v), { message: "must be a financial year such as 2026-27" }),
    GST_RATE: z.coerce
      .number({ message: "must be a percent, 0 to 100" })
      .min(0, "must be a percent, 0 to 100")
      .max(100, "must be a percent, 0 to 100")
      .default(18),
    /** Shown on payment requests' pay pages (billing-and-delivery.md §5, §12): no bank block / no UPI QR when unset. */
    COMPANY_BANK_NAME: z
      .string()
      .trim()
      .max(200)
      .optional()
      .transform((v) => v || undefined),
    COMPANY_BANK_ACCOUNT: z
      .string()
      .trim()
      .max(100)
      .optional()
      .transform((v) => v || undefined),
    COMPANY_BANK_IFSC: z
      .string()
      .trim()
      .max(20)
      .optional()
      .transform((v) => v || undefined),
    COMPANY_UPI_ID: z
      .string()
      .trim()
      .optional()
      .refine((v) => !v || /^[A-Za-z0-9._-]{2,256}@[A-Za-z0-9.-]{2,64}$/.test(v), { message: "must be a UPI id such as stackwise@icici" })
      .transform((v) => v || undefined),
    /** Days relative to a payment request's due date that its reminders go out (billing-and-delivery.md §5). */
    PAYMENT_REMINDER_DAYS: z
      .string()
      .trim()
      .default("-3,0,3")
      .refine((v) => /^-?\d{1,3}(,-?\d{1,3})*$/.test(v.replace(/\s+/g, "")), { message: "must be days separated by commas, e.g. -3,0,3" })
      .transform((v) => [...new Set(v.replace(/\s+/g, "").split(",").map(Number))].sort((a, b) => a - b)),
    /** Percent of a batch's sessions a learner must attend for an automatic certificate (sales-and-batches.md §4). */
    CERTIFICATE_MIN_ATTENDANCE: z.coerce
      .number({ message: "must be a percent, 0 to 100" })
      .min(0, "must be a percent, 0 to 100")
      .max(100, "must be a percent, 0 to 100")
      .default(75),
    /** Percent of a session's length in the meeting (by its roster) that counts as present (billing-and-delivery.md §9). */
    ATTENDANCE_MIN_SHARE: z.coerce
      .number({ message: "must be a percent, 1 to 100" })
      .min(1, "must be a percent, 1 to 100")
      .max(100, "must be a percent, 1 to 100")
      .default(75),
    /** Days recordings stay available after a batch's last session (billing-and-delivery.md §10). */
    RECORDING_DAYS: z.coerce
      .number({ message: "must be a whole number of days" })
      .int("must be a whole number of days")
      .min(0, "must be a whole number of days")
      .default(30),
    /** Minutes before each session that reminders go out, for trainings that set none (sales-and-batches.md §3). */
    REMINDER_OFFSETS: z
      .string()
      .trim()
      .default("1440,60")
      .refine((v) => /^\d{1,5}(,\d{1,5})*$/.test(v.replace(/\s+/g, "")), { message: "must be minutes separated by commas, e.g. 1440,60" })
      .transform((v) => [...new Set(v.replace(/\s+/g, "").split(",").map(Number))].filter((n) => n > 0)),
    /** off: this process serves requests only; the background jobs run in `npm run worker` (several web instances). */
    BACKGROUND_JOBS: z.enum(["on", "off"], { message: "must be on or off" }).default("on"),
    /**
     * How long an instance holds a mail it claimed from the outbox (lib/mail/outbox.ts). A send is cut off at half of it,
     * so a mail is never sent twice for one claim; a dead instance's mail goes out this long after its claim.
     */
    MAIL_LEASE_SECONDS: z.coerce
      .number({ message: "must be seconds, 2 to 110" })
      .int("must be seconds, 2 to 110")
      .min(2, "must be seconds, 2 to 110")
      .max(110, "must be seconds, 2 to 110")
      .default(60),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_URL && !env.SESSION_SECRET && env.NODE_ENV !== "test") {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required when DATABASE_URL is set" });
    }
    if (env.COMPANY_GSTIN && env.COMPANY_STATE_CODE && env.COMPANY_GSTIN.slice(0, 2) !== env.COMPANY_STATE_CODE) {
      ctx.addIssue({ code: "custom", path: ["COMPANY_STATE_CODE"], message: "does not match the first two digits of COMPANY_GSTIN" });
    }
    if (env.SMS_PROVIDER === "webhook" && !env.SMS_WEBHOOK_URL) {
      ctx.addIssue({ code: "custom", path: ["SMS_WEBHOOK_URL"], message: "is required when SMS_PROVIDER=webhook" });
    }
    if (env.WHATSAPP_PROVIDER === "webhook" && !env.WHATSAPP_WEBHOOK_URL) {
      ctx.addIssue({ code: "custom", path: ["WHATSAPP_WEBHOOK_URL"], message: "is required when WHATSAPP_PROVIDER=webhook" });
    }
    if (env.WHATSAPP_PROVIDER === "twilio") {
      for (const key of ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_WHATSAPP_FROM"] as const) {
        if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "is required when WHATSAPP_PROVIDER=twilio" });
      }
    }
    if (env.SMS_PROVIDER === "twilio") {
      for (const key of ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"] as const) {
        if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "is required when SMS_PROVIDER=twilio" });
      }
    }
  })
  .transform((env) => ({
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
  }));

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses the given variables; throws an EnvError naming every bad one. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "environment"}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

const parsed = remember("env", (): { current?: Env } => ({}));

/** The process's configuration, parsed once. */
export function env(): Env {
  parsed.current ??= parseEnv(process.env);
  return parsed.current;
}

/** For tests: forget the parsed configuration so the next env() reads process.env again. */
export function resetEnvForTests(): void {
  parsed.current = undefined;
}
