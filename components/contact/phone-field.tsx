"use client";
import { useId } from "react";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { useHydrated } from "@/components/ui/use-hydrated";
import { listCountries } from "@/lib/phone/countries";
import { splitPhone } from "@/lib/validation/contact-rules";
import { PhoneFieldView } from "./phone-field-view";

let countryList: ReturnType<typeof listCountries> | undefined;
/** Every country, named by the runtime's Intl and sorted by name, computed once. */
function allCountries() {
  countryList ??= listCountries("en");
  return countryList;
}

/**
 * Phone with a country-code dropdown: the country select, its dial code (editable, as typed dial codes pick
 * the country) and the number. `phone` is "+<dial code> <number>", the shape the API takes.
 *
 * The server's HTML lists only the chosen country; the browser adds the other 240 once the page runs (it has
 * the dial table already, for validation). Sent from the server, the list was 12 KB of React payload and 10 KB
 * of options on every page with a form, twice on a course page with a waitlist.
 */
export function PhoneField({
  country,
  phone,
  onChange,
  error,
  disabled,
}: {
  country: string;
  phone: string;
  onChange: (value: { country: string; phone: string }) => void;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const countries = allCountries();
  const options = useHydrated() ? countries : countries.filter((c) => c.code === country);
  const { dialCode = "", national } = splitPhone(phone);
  const compose = (dial: string, number: string) => (dial ? `+${dial} ${number}` : number);

  return (
    <PhoneFieldView
      id={id}
      options={options}
      error={error}
      disabled={disabled}
      select={{
        value: country,
        onChange: (event) => {
          const next = countries.find((c) => c.code === event.target.value);
          onChange({ country: event.target.value, phone: compose(next?.dialCode ?? "", national) });
        },
      }}
      dial={{
        value: dialCode ? `+${dialCode}` : "",
        onChange: (event) => {
          const dial = event.target.value.replace(/\D/g, "").slice(0, 4);
          const current = countries.find((c) => c.code === country);
          // A typed dial code picks its country; an emptied one keeps the choice (and asks for the code).
          const nextCountry = !dial || current?.dialCode === dial ? country : (countries.find((c) => c.dialCode === dial)?.code ?? "");
          onChange({ country: nextCountry, phone: compose(dial, national) });
        },
      }}
      number={{ value: national, onChange: (event) => onChange({ country, phone: compose(dialCode, event.target.value) }) }}
    />
  );
}

/** The fields PhoneFormField binds: the number ("+<dial code> <number>") and the chosen country's ISO code. */
type PhoneValues = FieldValues & { phone?: string; country?: string };

/** PhoneField bound to a form's `phone` and `country` (the contact and waitlist forms), its error the phone's. */
export function PhoneFormField<T extends PhoneValues, Out>({ control }: { control: Control<T, unknown, Out> }) {
  return (
    <Controller
      control={control}
      name={"phone" as Path<T>}
      render={({ field, formState }) => (
        <Controller
          control={control}
          name={"country" as Path<T>}
          render={({ field: countryField }) => (
            <PhoneField
              country={(countryField.value as string | undefined) ?? ""}
              phone={(field.value as string | undefined) ?? ""}
              error={formState.errors.phone?.message as string | undefined}
              onChange={({ country, phone }) => {
                countryField.onChange(country);
                field.onChange(phone);
              }}
            />
          )}
        />
      )}
    />
  );
}

/**
 * The country and phone a plain form (phone-field-view.tsx) was left with, settled as the live field would have:
 * a typed dial code that isn't the chosen country's picks its country (or none, for an unknown code).
 */
export function settledPhone(values: { country?: unknown; phone?: unknown } | undefined): { country?: string; phone?: string } {
  if (typeof values?.country !== "string" || typeof values.phone !== "string") return {};
  const { dialCode } = splitPhone(values.phone);
  const countries = allCountries();
  const current = countries.find((c) => c.code === values.country);
  if (!dialCode || !current || current.dialCode === dialCode) return { country: values.country, phone: values.phone };
  return { country: countries.find((c) => c.dialCode === dialCode)?.code ?? "", phone: values.phone };
}
