import { IntentLink } from "./intent-link";
import type { ComponentProps } from "react";
import { cn } from "./cn";
import { Spinner } from "./spinner";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "danger" | "light";
export type ButtonSize = "sm" | "md" | "lg";

/** Class names of a button, for links and other elements that must look like one (the looks: app/globals.css). */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", className?: string): string {
  return cn("btn", `btn-${variant}`, `btn-${size}`, className);
}

/** A button: `variant` and `size` style it, `loading` shows a spinner and disables it. */
export function Button({
  variant = "primary",
  size = "md",
  loading = false,
  className,
  children,
  disabled,
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize; loading?: boolean }) {
  return (
    <button type={type} className={buttonClasses(variant, size, className)} disabled={disabled || loading} aria-busy={loading || undefined} {...props}>
      {loading && <Spinner size="sm" label="" className="text-current" />}
      {children}
    </button>
  );
}

/** A link that looks like a button (same `variant` and `size` as Button). */
export function ButtonLink({
  variant = "primary",
  size = "md",
  className,
  ...props
}: ComponentProps<typeof IntentLink> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <IntentLink className={buttonClasses(variant, size, className)} {...props} />;
}

/** A form's submit button at the end of its own row; `className` places the row (a grid form spans it: `sm:col-span-2`). */
export function SubmitRow({ className, ...button }: Omit<Parameters<typeof Button>[0], "type" | "className"> & { className?: string }) {
  return (
    <div className={cn("flex justify-end", className)}>
      <Button type="submit" {...button} />
    </div>
  );
}
