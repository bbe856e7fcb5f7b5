"use client";
import { useState } from "react";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { emailFormSchema } from "@/lib/validation/account";
import { Notice } from "./auth-card";

/** Asks for a reset link; the answer reads the same whether or not the email has an account. */
export function ForgetPasswordForm() {
  const [sentMessage, setSentMessage] = useState<string | undefined>();
  const form = useApiForm({
    schema: emailFormSchema,
    defaultValues: { email: "" },
    send: (values) => api.post("/api/user/forgetPassword", { body: values }),
    onSuccess: (answer) => setSentMessage(answer.message),
  });

  if (sentMessage) return <Notice tone="success">{sentMessage}</Notice>;
  // The form's method is "dialog": never sent by the browser itself, so a submit before hydration puts nothing in the
  // address (contact-fields.tsx).
  return (
    <form method="dialog" onSubmit={form.onSubmit} noValidate className="space-y-5">
      <TextField label="Email" type="email" autoComplete="email" required error={form.formState.errors.email?.message} {...form.register("email")} />
      <Button type="submit" size="lg" className="w-full" loading={form.isSubmitting}>
        Send reset link
      </Button>
    </form>
  );
}
