import { z } from "zod";
import {
  allowsLength,
  dialCodeOf,
  isCountryCode,
  phoneLengthMessage,
  phoneLengthOf,
  phoneLengthOfDialCode,
} from "../phone/countries";
import type { NewEnquiry } from "../enquiries/types";
import { cleanEnquirySource, trainingTypes, type TrainingType } from "./enquiries";
import { wire } from "./wire";

// The contact form's messages (spec §5), held once: the browser forms and POST /api/contact/postContactMessage use them.
export const contactFormMessages = {
  nameRequired: "Username is required.",
  nameLength: "Username must be between 3 and 30 characters.",
  nameCharacters: "Username can only contain letters and spaces (no numbers or special characters).",
  emailRequired: "Email is required.",
  emailAt: "Email must contain '@' symbol.",
  emailFormat: "Email format is invalid.",
  emailLocalCharacters: "Local part contains invalid characters.",
  phoneRequired: "Phone number is required.",
  phoneSelectCountry: "Please select country code from dropdown",
  phoneEnterCountryCode: "Enter Country Code",
  phoneDigits: "Phone number can only contain digits.",
  phoneFake: "Invalid or fake phone number.",
  trainingTypeRequired: "Please select a training type: Individual or Enterprise.",
  messageRequired: "Message is required.",
  messageTooLong: "Message must be at most 3000 characters.",
  courseRequired: "Course is required.",
  courseTooLong: "Course name must be at most 200 characters.",
  sendFailed: "Failed to send message. Please try again later.",
  thankYou: "Your message has been received. We'll contact you soon.",
} as const;

export const MESSAGE_MAX_LENGTH = 3000;

const length = (value: string) => [...value].length;

/** The name rule: 3 to 30 characters, letters (any script) and spaces only. */
export function nameProblem(raw: string): string | undefined {
  const value = raw.trim();
  if (!value) return contactFormMessages.nameRequired;
  if (length(value) < 3 || length(value) > 30) return contactFormMessages.nameLength;
  if (!/^[\p{L}\p{M}]+(?: +[\p{L}\p{M}]+)*$/u.test(value)) return contactFormMessages.nameCharacters;
  return undefined;
}

const LOCAL_ALLOWED = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** The email rules: no spaces, one '@', local part ≤ 64, domain ≤ 253 with a dot, whole ≤ 254, then the format. */
export function emailProblem(raw: string): string | undefined {
  const value = raw.trim();
  if (!value) return contactFormMessages.emailRequired;
  if (/\s/.test(value)) return contactFormMessages.emailFormat;
  const at = value.split("@").length - 1;
  if (at === 0) return contactFormMessages.emailAt;
  if (at > 1) return contactFormMessages.emailFormat;
  const [local = "", domain = ""] = value.split("@");
  if (!local || length(local) > 64) return contactFormMessages.emailFormat;
  if (!domain || length(domain) > 253 || !domain.includes(".")) return contactFormMessages.emailFormat;
  if (length(value) > 254) return contactFormMessages.emailFormat;
  if (!LOCAL_ALLOWED.test(local)) return contactFormMessages.emailLocalCharacters;
  if (local.startsWith(".") || local.endsWith(".") || local.includes("..")) return contactFormMessages.emailFormat;
  const labels = domain.split(".");
  if (!labels.every((label) => DOMAIN_LABEL.test(label))) return contactFormMessages.emailFormat;
  if (!/^[A-Za-z]{2,63}$/.test(labels[labels.length - 1]!)) return contactFormMessages.emailFormat;
  return undefined;
}

/** Splits "+91 98765 43210" into its dial code and national digits; undefined dial code when there is none. */
export function splitPhone(raw: string): { dialCode?: string; national: string } {
  const match = /^\s*\+(\d{1,4})(?:[\s-]+|(?=\D)|$)(.*)$/.exec(raw) ?? /^\s*\+(\d{1,4})(.*)$/.exec(raw);
  if (!match) return { national: raw.trim() };
  return { dialCode: match[1], national: match[2]!.trim() };
}

/**
 * The phone rules. `country` is the ISO code chosen in the dropdown: "" means none was chosen; undefined
 * (an API client that sends only contactPhone) means the dial code alone decides the allowed lengths.
 */
export function phoneProblem(rawPhone: string, country: string | undefined): string | undefined {
  const phone = rawPhone.trim();
  if (country === "" || (country !== undefined && !isCountryCode(country))) return contactFormMessages.phoneSelectCountry;
  const { dialCode, national } = splitPhone(phone);
  if (!dialCode) return national ? contactFormMessages.phoneEnterCountryCode : contactFormMessages.phoneRequired;
  const length = country ? dialCodeOf(country) === dialCode && phoneLengthOf(country) : phoneLengthOfDialCode(dialCode);
  if (!length) return contactFormMessages.phoneSelectCountry;
  const digits = national.replace(/[\s-]/g, "");
  if (!digits) return contactFormMessages.phoneRequired;
  if (!/^\d+$/.test(digits)) return contactFormMessages.phoneDigits;
  if (!allowsLength(length, digits.length)) return phoneLengthMessage(length);
  if (/^(\d)\1*$/.test(digits)) return contactFormMessages.phoneFake;
  return undefined;
}

/** The canonical stored form: "+<dial code> <digits>". */
export function normalisePhone(raw: string): string {
  const { dialCode, national } = splitPhone(raw);
  return `+${dialCode} ${national.replace(/[\s-]/g, "")}`;
}

const text = (message: string) => z.string({ message }).default("");
const m = contactFormMessages;

/**
 * An enquiry as the contact forms write it. `country` (the dropdown's ISO code) is optional for API clients
 * that send only "+<dial code> <number>"; `courseTitle` is set by the course page's form.
 */
export const contactFields = z.object({
  name: text(m.nameRequired).describe("3 to 30 letters and spaces"),
  email: text(m.emailRequired),
  country: z.string().optional().describe("the ISO 3166 code chosen in the form (decides the allowed lengths when a dial code is shared)"),
  phone: text(m.phoneRequired).describe("dial code plus number, e.g. +91 9876543210"),
  trainingType: z.string({ message: m.trainingTypeRequired }).default("").describe(trainingTypes.join(" or ")),
  message: text(m.messageRequired).describe(`at most ${MESSAGE_MAX_LENGTH} characters`),
  courseTitle: z.string().max(200, m.courseTooLong).optional().describe("the course, when sent from a course page"),
  source: z
    .unknown()
    .optional()
    .transform(cleanEnquirySource)
    .describe(
      "{page, referrer, utmSource, utmMedium, utmCampaign}: where the visitor was (strings of at most 500 characters; anything else is dropped, never an error)",
    ),
});
type ContactFields = z.output<typeof contactFields>;

/** POST /api/contact/postContactMessage {contactName, contactEmail, contactCountry?, contactPhone, contactTrainingType, contactMessage, contactCourse?, contactSource?}. */
export const contactWire = wire(
  contactFields,
  {
    name: "contactName",
    email: "contactEmail",
    country: "contactCountry",
    phone: "contactPhone",
    trainingType: "contactTrainingType",
    message: "contactMessage",
    courseTitle: "contactCourse",
    source: "contactSource",
  },
  {
    // One problem per field, in the form's order; the first is the answer's message.
    check(value, issue) {
      const problems: [keyof ContactFields, string | undefined][] = [
        ["name", nameProblem(value.name)],
        ["email", emailProblem(value.email)],
        ["phone", phoneProblem(value.phone, value.country)],
        ["trainingType", (trainingTypes as readonly string[]).includes(value.trainingType) ? undefined : m.trainingTypeRequired],
        ["message", !value.message.trim() ? m.messageRequired : undefined],
        ["message", length(value.message) > MESSAGE_MAX_LENGTH ? m.messageTooLong : undefined],
        ["courseTitle", value.courseTitle !== undefined && !value.courseTitle.trim() ? m.courseRequired : undefined],
      ];
      for (const [field, message] of problems) if (message) issue(field, message);
    },
  },
);

/** The route's body: the API's names in, checked, then written down the one way it is stored (trimmed, "+<dial> <digits>"). */
export const contactBody = contactWire.schema.transform(
  (value): NewEnquiry => ({
    name: value.name.trim().replace(/ +/g, " "),
    email: value.email.trim(),
    phone: normalisePhone(value.phone),
    trainingType: value.trainingType as TrainingType,
    message: value.message.trim(),
    courseTitle: value.courseTitle?.trim() || undefined,
    ...(value.source ? { source: value.source } : {}),
  }),
);
