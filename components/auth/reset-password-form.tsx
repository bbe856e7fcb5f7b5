"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { Button } from "@/components/ui/button";
import { accountMessages, resetPasswordFormSchema } from "@/lib/validation/account";
import { Notice } from "./auth-card";
import { clearLoggedIn } from "./client-session";
import { ConfirmPasswordField, NewPasswordField } from "./password-field";
import { PASSWORD_REDIRECT_MS } from "./timings";

/** A new password from the emailed link; success ends every session and goes to login after 2 s. */
export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const [linkProblem, setLinkProblem] = useState<string | undefined>(token ? undefined : accountMessages.tokenMissing);
  const [done, setDone] = useState(false);
  const form = useApiForm({
    schema: resetPasswordFormSchema,
    defaultValues: { newPassword: "", confirmPassword: "" },
    send: (values) => api.post("/api/user/resetPassword", { body: { password: values.newPassword, activation_token: token } }),
    apiFields: { password: "newPassword" },
    successToast: accountMessages.resetDone,
    onSuccess: () => {
      setDone(true);
      clearLoggedIn();
      window.setTimeout(() => router.push("/auth/login"), PASSWORD_REDIRECT_MS);
    },
    // A refusal that names no field is about the link (expired, used, unknown).
    onFailure: (answer) => {
      if (answer.status === 400 && !answer.errors.password) setLinkProblem(answer.message);
    },
  });
  const { errors } = form.formState;

  if (linkProblem) {
    return (
      <div className="space-y-5">
        <Notice tone="error">{linkProblem}</Notice>
        <Link href="/auth/forget-password" className="inline-block font-semibold text-brand-700 hover:underline">
          Request a new reset link
        </Link>
      </div>
    );
  }
  if (done) return <Notice tone="success">{accountMessages.resetDone}</Notice>;
  // The form's method is "dialog": never sent by the browser itself, so a submit before hydration puts nothing in the
  // address (contact-fields.tsx).
  return (
    <form method="dialog" onSubmit={form.onSubmit} noValidate className="space-y-5">
      <NewPasswordField label="New password" error={errors.newPassword?.message} {...form.register("newPassword")} />
      <ConfirmPasswordField label="Confirm password" error={errors.confirmPassword?.message} {...form.register("confirmPassword")} />
      <Button type="submit" size="lg" className="w-full" loading={form.isSubmitting}>
        Reset password
      </Button>
    </form>
  );
}
