import Link from "next/link";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { PasswordField } from "./password-field";

/** The login form's markup, shared by the plain form the page brings and the real one (login-form-live.tsx). */
export function LoginFields({
  form,
  control,
  notice,
  errors = {},
  submitting = false,
  done = false,
}: {
  form: ComponentProps<"form">;
  control: (name: "email" | "password") => ComponentProps<"input">;
  notice?: ReactNode;
  errors?: { email?: string; password?: string };
  submitting?: boolean;
  done?: boolean;
}) {
  // The form's method is "dialog": never sent by the browser itself, so a submit before hydration puts nothing in the
  // address (contact-fields.tsx).
  return (
    <form method="dialog" noValidate className="space-y-5" {...form}>
      {notice}
      <TextField label="Email" type="email" autoComplete="email" required error={errors.email} {...control("email")} />
      <PasswordField label="Password" autoComplete="current-password" required error={errors.password} {...control("password")} />
      <div className="flex justify-end">
        <Link href="/auth/forget-password" className="text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" className="w-full" loading={submitting} disabled={done}>
        {done ? "Signed in" : "Login"}
      </Button>
    </form>
  );
}
