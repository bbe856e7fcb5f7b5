import type { ComponentProps } from "react";
import { formValues, type FormValues } from "@/components/ui/lazy-form";
import { controlClasses } from "@/components/ui/control";
import { GroupLegend } from "@/components/ui/legend";

/** One option of the country select: ISO code, name, dial code. */
export interface CountryOption {
  code: string;
  label: string;
  dialCode: string;
}

/** The inputs after the country select, each labelled for screen readers only (the legend names the whole field). */
const phoneParts = [
  { name: "dial", label: "Dial code", inputMode: "tel", autoComplete: "tel-country-code", placeholder: "+91" },
  // A text input: the national part of a number (tel-national) is not allowed on type="tel", which means a whole
  // number (the Nu HTML checker's error); inputMode still brings the phone's number pad.
  { name: "number", label: "Phone number", inputMode: "numeric", autoComplete: "tel-national", placeholder: "98765 43210" },
] as const;

/**
 * The phone field's markup: country select, dial code, number, hint or error. The live field (phone-field.tsx)
 * drives it with values and handlers; the plain form a public page brings before its real form has loaded
 * (components/ui/lazy-form.tsx) renders it uncontrolled with only the chosen country, without the country table.
 */
export function PhoneFieldView({
  id,
  options,
  error,
  disabled,
  select,
  dial,
  number,
}: {
  /** The base of the controls' ids. */
  id: string;
  options: readonly CountryOption[];
  error?: string;
  disabled?: boolean;
  select: ComponentProps<"select">;
  dial: ComponentProps<"input">;
  number: ComponentProps<"input">;
}) {
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : `${id}-hint`;
  const inputs = { dial, number };
  // What the three controls share: disabled together, and invalid and described by the same hint or error.
  const shared = { disabled, "aria-invalid": Boolean(error) || undefined, "aria-describedby": describedBy };
  return (
    <fieldset className="space-y-1.5" aria-describedby={describedBy}>
      <GroupLegend required>Phone number</GroupLegend>
      <div className="grid grid-cols-[5.5rem_1fr] gap-2">
        <div className="col-span-2">
          <label htmlFor={`${id}-country`} className="sr-only">
            Country code
          </label>
          <select id={`${id}-country`} {...shared} className={controlClasses(error, "pr-8")} {...select}>
            <option value="">Select country code</option>
            {options.map((c) => (
              <option key={c.code} value={c.code}>
                {c.label} (+{c.dialCode})
              </option>
            ))}
          </select>
        </div>
        {phoneParts.map(({ name, label, ...attributes }) => (
          <div key={name}>
            <label htmlFor={`${id}-${name}`} className="sr-only">
              {label}
            </label>
            <input id={`${id}-${name}`} {...attributes} {...shared} className={controlClasses(error)} {...inputs[name]} />
          </div>
        ))}
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

/** The plain phone field's control names, for reading what was typed into it before the real form loaded. */
export const PLAIN_PHONE = { country: "phone-country", dial: "phone-dial", number: "phone-number" } as const;

/** "+<dial code> <number>" (the API's shape) from the plain field's three controls. */
export function plainPhoneValues(form: HTMLFormElement): { country: string; phone: string } {
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value ?? "";
  const dial = value(PLAIN_PHONE.dial).replace(/\D/g, "").slice(0, 4);
  const number = value(PLAIN_PHONE.number);
  return { country: value(PLAIN_PHONE.country), phone: dial ? `+${dial} ${number}` : number };
}

/** A plain form's values with its phone field's three controls read as the real form's `country` and `phone`. */
export function plainFormValues(form: HTMLFormElement): FormValues {
  const values = formValues(form);
  for (const name of Object.values(PLAIN_PHONE)) delete values[name];
  return { ...values, ...plainPhoneValues(form) };
}

/** The plain field, uncontrolled: only the chosen country in the list, the dial code and number as given. */
export function PlainPhoneField({ id, country, dialCode, national = "" }: { id: string; country?: CountryOption; dialCode: string; national?: string }) {
  return (
    <PhoneFieldView
      id={id}
      options={country ? [country] : []}
      select={{ name: PLAIN_PHONE.country, defaultValue: country?.code ?? "" }}
      dial={{ name: PLAIN_PHONE.dial, defaultValue: dialCode ? `+${dialCode}` : "" }}
      number={{ name: PLAIN_PHONE.number, defaultValue: national }}
    />
  );
}
