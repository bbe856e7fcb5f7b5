// The contact forms' country table: dial codes and allowed lengths from libphonenumber-js (dial-table.ts),
// names from Intl.DisplayNames. Pure: shared by the browser form, the zod schema and the server.
import { dialTable } from "./dial-table";
import { displayNames } from "../intl-cache";

/** One allowed length, a list of them, or (for a contiguous run of three or more) a min/max range. */
export type PhoneLength = number | readonly number[] | { min: number; max: number };

export interface Country {
  code: string;
  label: string;
  dialCode: string;
  phoneLength: PhoneLength;
}

export function isCountryCode(code: string): boolean {
  return Object.hasOwn(dialTable, code);
}

export function dialCodeOf(code: string): string | undefined {
  return isCountryCode(code) ? dialTable[code]![0] : undefined;
}

/** The allowed national lengths of a country, in the spec's shape (number, list, or min/max). */
export function phoneLengthOf(code: string): PhoneLength | undefined {
  if (!isCountryCode(code)) return undefined;
  return toPhoneLength(dialTable[code]![1]);
}

export function toPhoneLength(lengths: readonly number[]): PhoneLength {
  if (lengths.length === 1) return lengths[0]!;
  const contiguous = lengths.every((n, i) => i === 0 || n === lengths[i - 1]! + 1);
  if (lengths.length >= 3 && contiguous) return { min: lengths[0]!, max: lengths[lengths.length - 1]! };
  return lengths;
}

export function allowsLength(length: PhoneLength, digits: number): boolean {
  if (typeof length === "number") return digits === length;
  if ("min" in length) return digits >= length.min && digits <= length.max;
  return length.includes(digits);
}

/** 'Phone number must be 10 digits.', '… must be 10 or 11 digits.', '… must be between 7 and 13 digits.' */
export function phoneLengthMessage(length: PhoneLength): string {
  if (typeof length === "number") return `Phone number must be ${length} digits.`;
  if ("min" in length) return `Phone number must be between ${length.min} and ${length.max} digits.`;
  const list = [...length];
  const last = list.pop();
  return `Phone number must be ${list.join(", ")} or ${last} digits.`;
}

/** Countries sharing a dial code (+1: the US, Canada and the Caribbean), in table order. */
export function countriesWithDialCode(dialCode: string): string[] {
  return Object.keys(dialTable).filter((code) => dialTable[code]![0] === dialCode);
}

/** The allowed lengths for a dial code when no country is named: the union over the countries that share it. */
export function phoneLengthOfDialCode(dialCode: string): PhoneLength | undefined {
  const codes = countriesWithDialCode(dialCode);
  if (codes.length === 0) return undefined;
  const lengths = [...new Set(codes.flatMap((code) => dialTable[code]![1]))].sort((a, b) => a - b);
  return toPhoneLength(lengths);
}

/** Every country with its display name, sorted by name. */
export function listCountries(locale = "en"): Country[] {
  const names = displayNames(locale, { type: "region", fallback: "code" });
  return Object.entries(dialTable)
    .map(([code, [dialCode, lengths]]) => ({ code, label: names.of(code) ?? code, dialCode, phoneLength: toPhoneLength(lengths) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
