import "server-only";
import { listCountries } from "@/lib/phone/countries";
import type { CountryOption } from "./phone-field";

let options: CountryOption[] | undefined;

/** The dropdown's countries, named on the server (so browser and server agree) and computed once. */
export function countryOptions(): CountryOption[] {
  options ??= listCountries("en").map(({ code, label, dialCode }) => ({ code, label, dialCode }));
  return options;
}
