import { dialCodeOf } from "@/lib/phone/countries";
import type { CountryOption } from "./phone-field-view";
import { displayNames } from "@/lib/intl-cache";

/** A form's starting country (code, name, dial code), for the server to hand to a plain form; undefined if unknown. */
export function defaultCountryOption(code: string): CountryOption | undefined {
  const dialCode = dialCodeOf(code);
  if (!dialCode) return undefined;
  return { code, label: displayNames("en", { type: "region", fallback: "code" }).of(code) ?? code, dialCode };
}
