"use client";
import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "./cn";
import { border, control } from "./control";
import { RequiredMark } from "./legend";

interface FieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

/** Label, control slot, hint and error, wired with aria-describedby; children get the ids via a render prop. */
export function FieldShell({
  label,
  error,
  hint,
  required,
  className,
  children,
}: FieldProps & { children: (ids: { id: string; describedBy?: string; invalid: boolean }) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required && <RequiredMark />}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && !error && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled text input with hint and error (any <input> props pass through, including react-hook-form's register()). */
export function TextField({ label, error, hint, required, className, ...props }: FieldProps & ComponentProps<"input">) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          className={cn(control, border(error), "h-11")}
          {...props}
        />
      )}
    </FieldShell>
  );
}

/** A labelled textarea with hint and error. */
export function TextAreaField({ label, error, hint, required, className, ...props }: FieldProps & ComponentProps<"textarea">) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          className={cn(control, border(error), "min-h-32 py-2.5")}
          {...props}
        />
      )}
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled native select; `placeholder` adds a first empty option. */
export function SelectField({
  label,
  error,
  hint,
  required,
  className,
  options,
  placeholder,
  ...props
}: FieldProps & ComponentProps<"select"> & { options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          className={cn(control, border(error), "h-11 pr-8")}
          {...props}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
