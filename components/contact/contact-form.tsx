import { trainingTypes } from "@/lib/validation/contact-rules";
import { ContactFormPlain } from "./contact-form-plain";
import { defaultCountryOption } from "./default-country";

/**
 * The contact form: the main one (/contact) or, with `course`, the course page's (the course shown read-only).
 * A server component: the default country is worked out here, so the page's JavaScript needs neither the country
 * table nor the form's libraries until the visitor starts filling it in.
 */
export function ContactForm({ defaultCountry = "IN", course, className }: { defaultCountry?: string; course?: string; className?: string }) {
  const country = defaultCountryOption(defaultCountry);
  return (
    <ContactFormPlain
      country={country}
      initialCountry={country?.code ?? ""}
      initialPhone={country ? `+${country.dialCode} ` : ""}
      trainingTypes={trainingTypes}
      course={course}
      className={className}
    />
  );
}
