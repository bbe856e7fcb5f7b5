// The contact and waitlist forms' words and field rules, without zod: the browser's forms show these words and
// the phone field reads numbers with them before the schemas (lib/validation/contact.ts, waitlist.ts) and the
// schema library (45 KB of a page's first-load JavaScript) are loaded, which is when a form is first checked.
import { allowsLength, dialCodeOf, isCountryCode, phoneLengthMessage, phoneLengthOf, phoneLengthOfDialCode } from "../phone/countries";

/** What a visitor asks training for. */
export const trainingTypes = ["Individual", "Enterprise"] as const;
export type TrainingType = (typeof trainingTypes)[number];

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

/** Characters as a person counts them (code points, not UTF-16 units). */
export const characterCount = (value: string) => [...value].length;

/** The name rule: 3 to 30 characters, letters (any script) and spaces only. */
export function nameProblem(raw: string): string | undefined {
  const value = raw.trim();
  if (!value) return contactFormMessages.nameRequired;
  if (characterCount(value) < 3 || characterCount(value) > 30) return contactFormMessages.nameLength;
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
  if (!local || characterCount(local) > 64) return contactFormMessages.emailFormat;
  if (!domain || characterCount(domain) > 253 || !domain.includes(".")) return contactFormMessages.emailFormat;
  if (characterCount(value) > 254) return contactFormMessages.emailFormat;
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

export const waitlistMessages = {
  joined: "You are on the waitlist. We will email you as soon as a seat is free.",
  confirmSent: "Check your email: confirm your address with the link we sent to join the waitlist.",
  confirmInvalid: "This confirmation link is invalid or the entry was removed. You can join the waitlist again from the course page.",
  seatsFree: "Seats are still free in this training: send us an enquiry instead.",
  closed: "This training is no longer open for its waitlist.",
  rateLimited: "You have joined several waitlists in a short time. Please try again later.",
  sendFailed: contactFormMessages.sendFailed,
} as const;
