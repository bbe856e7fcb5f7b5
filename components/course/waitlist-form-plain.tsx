"use client";
import { useId } from "react";
import { PlainPhoneField, plainFormValues, type CountryOption } from "@/components/contact/phone-field-view";
import { LazyForm } from "@/components/ui/lazy-form";
import type { WaitlistFormProps } from "./waitlist-form-live";
import { WaitlistFields } from "./waitlist-fields";

const loadWaitlistForm = () => import("./waitlist-form-live").then((module) => module.WaitlistFormLive);

/** The waitlist form as the course page brings it: plain controls; the real form takes its place on first use. */
export function WaitlistFormPlain({ country, ...props }: WaitlistFormProps & { country?: CountryOption }) {
  const phoneId = useId();
  return (
    <LazyForm load={loadWaitlistForm} props={props} values={plainFormValues}>
      <WaitlistFields form={{}} control={(name) => ({ name })} phone={<PlainPhoneField id={phoneId} country={country} dialCode={country?.dialCode ?? ""} />} />
    </LazyForm>
  );
}
