import { defaultCountryOption } from "@/components/contact/default-country";
import { WaitlistFormPlain } from "./waitlist-form-plain";

/**
 * "Join the waitlist" of a full batch. A server component: the default country is worked out here, so the course
 * page's JavaScript needs neither the country table nor the form's libraries until the visitor starts filling it in.
 */
export function WaitlistForm({ trainingId, defaultCountry = "IN" }: { trainingId: string; defaultCountry?: string }) {
  const country = defaultCountryOption(defaultCountry);
  return (
    <WaitlistFormPlain trainingId={trainingId} country={country} initialCountry={country?.code ?? ""} initialPhone={country ? `+${country.dialCode} ` : ""} />
  );
}
