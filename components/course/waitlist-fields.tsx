import type { ComponentProps, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";

/**
 * The waitlist form's markup, shared by the plain form the course page brings and the real one that takes its place
 * on first use (waitlist-form-live.tsx), so the swap moves nothing.
 */
export function WaitlistFields({
  form,
  control,
  phone,
  errors = {},
  submitting = false,
}: {
  form: ComponentProps<"form">;
  control: (name: "name" | "email") => ComponentProps<"input">;
  phone: ReactNode;
  errors?: { name?: string; email?: string };
  submitting?: boolean;
}) {
  // The form's method is "dialog": never sent by the browser itself, so a submit before hydration puts nothing in the
  // address (contact-fields.tsx).
  return (
    <form method="dialog" noValidate aria-label="Join the waitlist" aria-busy={submitting} className="space-y-4" {...form}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Full name" required autoComplete="name" error={errors.name} {...control("name")} />
        <TextField label="Email" required type="email" autoComplete="email" error={errors.email} {...control("email")} />
      </div>
      {phone}
      <Button type="submit" loading={submitting} className="w-full sm:w-auto">
        Join the waitlist
      </Button>
    </form>
  );
}
