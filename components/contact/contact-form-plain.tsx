"use client";
import { useId } from "react";
import { LazyForm } from "@/components/ui/lazy-form";
import type { ContactFormProps } from "./contact-form-live";
import { ContactFields } from "./contact-fields";
import { PlainPhoneField, plainFormValues, type CountryOption } from "./phone-field-view";

const loadContactForm = () => import("./contact-form-live").then((module) => module.ContactFormLive);

/**
 * The contact form as the page brings it: plain controls, no react-hook-form, schema or country table (for
 * the site's own first-load JavaScript). The real form takes its place on first use, with what was typed.
 */
export function ContactFormPlain({ country, trainingTypes, ...props }: ContactFormProps & { country?: CountryOption; trainingTypes: readonly string[] }) {
  const phoneId = useId();
  return (
    <LazyForm load={loadContactForm} props={props} values={plainFormValues}>
      <ContactFields
        form={{}}
        control={(name) => (name === "whatsapp" ? { name } : { name, defaultValue: name === "courseTitle" ? props.course : undefined })}
        choice={() => ({ name: "trainingType" })}
        phone={<PlainPhoneField id={phoneId} country={country} dialCode={country?.dialCode ?? ""} />}
        trainingTypes={trainingTypes}
        course={props.course}
        className={props.className}
      />
    </LazyForm>
  );
}
