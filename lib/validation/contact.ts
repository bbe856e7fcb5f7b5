import { z } from "zod";
import {
  allowsLength,
  dialCodeOf,
  isCountryCode,
  phoneLengthMessage,
  phoneLengthOf,
  phoneLengthOfDialCode,
} from "../phone/countries";

// The spec's (§5) messages, held once: the browser forms and POST /api/contact/postContactMessage use them.
export const contactMessages = {
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

export const trainingTypeOptions = ["Individual", "Enterprise"] as const;
export const MESSAGE_MAX_LENGTH = 3000;

const length = (value: string) => [...value].length;

/** The name rule: 3 to 30 characters, letters (any script) and spaces only. */
export function nameProblem(raw: string): string | undefined {
  const value = raw.trim();
  if (!value) return contactMessages.nameRequired;
  if (length(value) < 3 || length(value) > 30) return contactMessages.nameLength;
  if (!/^[\p{L}\p{M}]+(?: +[\p{L}\p{M}]+)*$/u.test(value)) return contactMessages.nameCharacters;
  return undefined;
}

const LOCAL_ALLOWED = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** The email rules: no spaces, one '@', local part ≤ 64, domain ≤ 253 with a dot, whole ≤ 254, then the format. */
export function emailProblem(raw: string): string | undefined {
  const value = raw.trim();
  if (!value) return contactMessages.emailRequired;
  if (/\s/.test(value)) return contactMessages.emailFormat;
  const at = value.split("@").length - 1;
  if (at === 0) return contactMessages.emailAt;
  if (at > 1) return contactMessages.emailFormat;
  const [local = "", domain = ""] = value.split("@");
  if (!local || length(local) > 64) return contactMessages.emailFormat;
  if (!domain || length(domain) > 253 || !domain.includes(".")) return contactMessages.emailFormat;
  if (length(value) > 254) return contactMessages.emailFormat;
  if (!LOCAL_ALLOWED.test(local)) return contactMessages.emailLocalCharacters;
  if (local.startsWith(".") || local.endsWith(".") || local.includes("..")) return contactMessages.emailFormat;
  const labels = domain.split(".");
  if (!labels.every((label) => DOMAIN_LABEL.test(label))) return contactMessages.emailFormat;
  if (!/^[A-Za-z]{2,63}$/.test(labels[labels.length - 1]!)) return contactMessages.emailFormat;
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
  if (country === "" || (country !== undefined && !isCountryCode(country))) return contactMessages.phoneSelectCountry;
  const { dialCode, national } = splitPhone(phone);
  if (!dialCode) return national ? contactMessages.phoneEnterCountryCode : contactMessages.phoneRequired;
  const length = country ? dialCodeOf(country) === dialCode && phoneLengthOf(country) : phoneLengthOfDialCode(dialCode);
  if (!length) return contactMessages.phoneSelectCountry;
  const digits = national.replace(/[\s-]/g, "");
  if (!digits) return contactMessages.phoneRequired;
  if (!/^\d+$/.test(digits)) return contactMessages.phoneDigits;
  if (!allowsLength(length, digits.length)) return phoneLengthMessage(length);
  if (/^(\d)\1*$/.test(digits)) return contactMessages.phoneFake;
  return undefined;
}

/** The canonical stored form: "+<dial code> <digits>". */
export function normalisePhone(raw: string): string {
  const { dialCode, national } = splitPhone(raw);
  return `+${dialCode} ${national.replace(/[\s-]/g, "")}`;
}

const text = (message: string) => z.string({ message }).default("");

/**
 * POST /api/contact/postContactMessage and both contact forms. contactCountry (the dropdown's ISO code) is
 * optional for API clients that send only "+<dial code> <number>"; contactCourse is set by the course page.
 */
export const contactMessageSchema = z
  .object({
    contactName: text(contactMessages.nameRequired),
    contactEmail: text(contactMessages.emailRequired),
    contactCountry: z.string().optional(),
    contactPhone: text(contactMessages.phoneRequired),
    contactTrainingType: z.string({ message: contactMessages.trainingTypeRequired }).default(""),
    contactMessage: text(contactMessages.messageRequired),
    contactCourse: z.string().max(200, contactMessages.courseTooLong).optional(),
  })
  .superRefine((value, ctx) => {
    const problems: [keyof typeof value, string | undefined][] = [
      ["contactName", nameProblem(value.contactName)],
      ["contactEmail", emailProblem(value.contactEmail)],
      ["contactPhone", phoneProblem(value.contactPhone, value.contactCountry)],
      [
        "contactTrainingType",
        (trainingTypeOptions as readonly string[]).includes(value.contactTrainingType) ? undefined : contactMessages.trainingTypeRequired,
      ],
      ["contactMessage", !value.contactMessage.trim() ? contactMessages.messageRequired : undefined],
      ["contactMessage", length(value.contactMessage) > MESSAGE_MAX_LENGTH ? contactMessages.messageTooLong : undefined],
      ["contactCourse", value.contactCourse !== undefined && !value.contactCourse.trim() ? contactMessages.courseRequired : undefined],
    ];
    for (const [path, message] of problems) if (message) ctx.addIssue({ code: "custom", path: [path], message });
  })
  .transform((value) => ({
    contactName: value.contactName.trim().replace(/ +/g, " "),
    contactEmail: value.contactEmail.trim(),
    contactPhone: normalisePhone(value.contactPhone),
    contactTrainingType: value.contactTrainingType as (typeof trainingTypeOptions)[number],
    contactMessage: value.contactMessage.trim(),
    contactCourse: value.contactCourse?.trim() || undefined,
  }));

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessageBody = z.output<typeof contactMessageSchema>;
