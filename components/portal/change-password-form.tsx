"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { clearLoggedIn } from "@/components/auth/client-session";
import { ConfirmPasswordField, NewPasswordField, PasswordField } from "@/components/auth/password-field";
import { PASSWORD_REDIRECT_MS } from "@/components/auth/timings";
import { Button } from "@/components/ui/button";
import { accountMessages, changePasswordFormSchema } from "@/lib/validation/account";

/** Current, new and confirm; success ends every session (this one too) and goes to login after 2 s. */
export function ChangePasswordForm() {
  const router = useRouter();
  const [done, setDone] = useState(false);
  const form = useApiForm({
    schema: changePasswordFormSchema,
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
    send: (values) => api.post("/api/user/updateUserPassword", { body: { password: values.currentPassword, npassword: values.newPassword } }),
    apiFields: { password: "currentPassword", npassword: "newPassword" },
    successToast: accountMessages.passwordUpdated,
    onSuccess: () => {
      setDone(true);
      clearLoggedIn();
      // The session is gone: refresh the server-rendered parts (the navigation bar) on the way to login.
      window.setTimeout(() => {
        router.push("/auth/login");
        router.refresh();
      }, PASSWORD_REDIRECT_MS);
    },
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-5">
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...form.register("currentPassword")}
      />
      <NewPasswordField label="New password" error={errors.newPassword?.message} {...form.register("newPassword")} />
      <ConfirmPasswordField label="Confirm new password" error={errors.confirmPassword?.message} {...form.register("confirmPassword")} />
      <Button type="submit" loading={form.isSubmitting} disabled={done}>
        {done ? "Password updated" : "Update password"}
      </Button>
    </form>
  );
}
