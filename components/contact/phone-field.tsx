"use client";
import { useId } from "react";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { controlClasses } from "@/components/ui/control";
import { GroupLegend } from "@/components/ui/legend";
import { useHydrated } from "@/components/ui/use-hydrated";
import { listCountries } from "@/lib/phone/countries";
import { splitPhone } from "@/lib/validation/contact-rules";

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
  const errorId = `${id}-error`;
  const { dialCode = "", national } = splitPhone(phone);
  const compose = (dial: string, number: string) => (dial ? `+${dial} ${number}` : number);
  const describedBy = error ? errorId : `${id}-hint`;

  return (
    <fieldset className="space-y-1.5" aria-describedby={describedBy}>
      <GroupLegend required>Phone number</GroupLegend>
      <div className="grid grid-cols-[5.5rem_1fr] gap-2">
        <div className="col-span-2">
          <label htmlFor={`${id}-country`} className="sr-only">
            Country code
          </label>
          <select
            id={`${id}-country`}
            value={country}
            disabled={disabled}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              const next = countries.find((c) => c.code === event.target.value);
              onChange({ country: event.target.value, phone: compose(next?.dialCode ?? "", national) });
            }}
            className={controlClasses(error, "pr-8")}
          >
            <option value="">Select country code</option>
            {options.map((c) => (
              <option key={c.code} value={c.code}>
                {c.label} (+{c.dialCode})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-dial`} className="sr-only">
            Dial code
          </label>
          <input
            id={`${id}-dial`}
            inputMode="tel"
            autoComplete="tel-country-code"
            value={dialCode ? `+${dialCode}` : ""}
            placeholder="+91"
            disabled={disabled}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              const dial = event.target.value.replace(/\D/g, "").slice(0, 4);
              const current = countries.find((c) => c.code === country);
              // A typed dial code picks its country; an emptied one keeps the choice (and asks for the code).
              const nextCountry = !dial || current?.dialCode === dial ? country : (countries.find((c) => c.dialCode === dial)?.code ?? "");
              onChange({ country: nextCountry, phone: compose(dial, national) });
            }}
            className={controlClasses(error)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-number`} className="sr-only">
            Phone number
          </label>
          <input
            id={`${id}-number`}
            // A text input: the national part of a number (tel-national) is not allowed on type="tel", which means a whole
            // number (the Nu HTML checker's error); inputMode still brings the phone's number pad.
            inputMode="numeric"
            autoComplete="tel-national"
            value={national}
            placeholder="98765 43210"
            disabled={disabled}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ country, phone: compose(dialCode, event.target.value) })}
            className={controlClasses(error)}
          />
        </div>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          Choose your country, then enter your number without the leading 0.
        </p>
      )}
    </fieldset>
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
