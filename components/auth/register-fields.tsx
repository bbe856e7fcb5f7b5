import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { controlClasses } from "@/components/ui/control";
import { FieldShell, TextField } from "@/components/ui/field";
import { NewPasswordField } from "./password-field";

/**
 * The registration form's markup, shared by the plain form the page brings and the real one that takes its place on
 * first use (register-form-live.tsx), so the swap moves nothing. `otp` is the phone's button (Send OTP / Enter OTP),
 * absent once the phone is verified.
 */
export function RegisterFields({
  form,
  control,
  dialCode,
  verifyHint,
  verified = false,
  otp,
  errors = {},
  submitting = false,
  done = false,
}: {
  form: ComponentProps<"form">;
  control: (name: "name" | "email" | "phone" | "password") => ComponentProps<"input">;
  dialCode: string;
  /** "Please verify phone number" under Register until the phone is verified (the spec's words, from the server). */
  verifyHint: string;
  verified?: boolean;
  otp: { label: string; onClick?: () => void; loading?: boolean };
  errors?: { name?: string; email?: string; phone?: string; password?: string };
  submitting?: boolean;
  done?: boolean;
}) {
  // The form's method is "dialog": never sent by the browser itself, so a submit before hydration puts nothing in the
  // address (contact-fields.tsx).
  return (
    <form method="dialog" noValidate className="space-y-5" {...form}>
      <TextField label="Full name" autoComplete="name" required error={errors.name} {...control("name")} />
      <TextField label="Email" type="email" autoComplete="email" required error={errors.email} {...control("email")} />
      <FieldShell
        label="Phone number"
        required
        error={errors.phone}
        hint={verified ? "Phone number verified." : `10 digits; we send a code by SMS to ${dialCode} and your number.`}
      >
        {({ id, describedBy, invalid }) => (
          <div className="flex gap-2">
            <span
              className="inline-flex h-11 shrink-0 items-center rounded-lg border border-slate-300 bg-slate-50 px-3 text-[15px] font-medium text-slate-700"
              aria-hidden="true"
            >
              {dialCode}
            </span>
            <div className="relative min-w-0 flex-1">
              <input
                id={id}
                // A text input: the national part of a number (tel-national) is not allowed on type="tel", which means a whole
                // number (the Nu HTML checker's error); inputMode still brings the phone's number pad.
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={10}
                readOnly={verified}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                aria-required
                className={controlClasses(errors.phone, verified ? "pr-24" : "")}
                {...control("phone")}
              />
              {verified && (
                <span className="absolute inset-y-0 right-3 flex items-center gap-1 text-sm font-semibold text-emerald-700">
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
                    <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                  </svg>
                  Verified
                </span>
              )}
            </div>
            {!verified && (
              <Button variant="outline" className="shrink-0" onClick={otp.onClick} loading={otp.loading}>
                {otp.label}
              </Button>
            )}
          </div>
        )}
      </FieldShell>
      <NewPasswordField label="Password" error={errors.password} {...control("password")} />
      <div>
        <Button type="submit" size="lg" className="w-full" disabled={!verified || done} loading={submitting}>
          {done ? "Registered" : "Register"}
        </Button>
        {!verified && (
          <p className="mt-2 text-center text-sm text-slate-600" data-testid="verify-hint">
            {verifyHint}
          </p>
        )}
      </div>
    </form>
  );
}
