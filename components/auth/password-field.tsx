"use client";
import { forwardRef, useState, type ComponentProps } from "react";
import { controlClasses } from "@/components/ui/control";
import { FieldShell } from "@/components/ui/field";

type Props = Omit<ComponentProps<"input">, "type"> & { label: string; error?: string; hint?: string; required?: boolean };

/** A password input with a Show/Hide toggle (the spec's show/hide password). */
export const PasswordField = forwardRef<HTMLInputElement, Props>(function PasswordField({ label, error, hint, required, className, ...props }, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell label={label} error={error} hint={hint} required={required} className={className}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <input
            ref={ref}
            id={id}
            type={visible ? "text" : "password"}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            aria-required={required || undefined}
            className={controlClasses(error, "pr-20")}
            {...props}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            className="absolute inset-y-1 right-1 rounded-md px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {visible ? "Hide" : "Show"}
          </button>
        </div>
      )}
    </FieldShell>
  );
});

export const PASSWORD_RULE_HINT = "At least 6 characters with a lowercase letter, an uppercase letter, a number and a special character.";

/** A new password: the password rule as its hint, and the browser told to suggest a new one. */
export const NewPasswordField = forwardRef<HTMLInputElement, Omit<Props, "autoComplete" | "hint" | "required">>(function NewPasswordField(props, ref) {
  return <PasswordField ref={ref} autoComplete="new-password" required hint={PASSWORD_RULE_HINT} {...props} />;
});

/** The new password typed again, to confirm it (the browser told it is a new one, as above). */
export const ConfirmPasswordField = forwardRef<HTMLInputElement, Omit<Props, "autoComplete" | "hint" | "required">>(function ConfirmPasswordField(props, ref) {
  return <PasswordField ref={ref} autoComplete="new-password" required {...props} />;
});
