"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { api, messageOf } from "@/components/api/client";
import { clearLoggedIn } from "@/components/auth/client-session";
import { NewPasswordField, PasswordField } from "@/components/auth/password-field";
import { PASSWORD_REDIRECT_MS } from "@/components/auth/timings";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toaster";
import { accountMessages, changePasswordFormSchema } from "@/lib/validation/account";

type Input = z.input<typeof changePasswordFormSchema>;
type Output = z.output<typeof changePasswordFormSchema>;

/** Current, new and confirm; success ends every session (this one too) and goes to login after 2 s. */
export function ChangePasswordForm() {
  const router = useRouter();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });

  const onSubmit = async (values: Output) => {
    const answer = await api.post("/api/user/updateUserPassword", { body: { password: values.currentPassword, npassword: values.newPassword } });
    if (answer.ok) {
      setDone(true);
      clearLoggedIn();
      notify(messageOf(answer, accountMessages.passwordUpdated), "success");
      // The session is gone: refresh the server-rendered parts (the navigation bar) on the way to login.
      window.setTimeout(() => {
        router.push("/auth/login");
        router.refresh();
      }, PASSWORD_REDIRECT_MS);
      return;
    }
    if (answer.errors?.password) setError("currentPassword", { message: answer.errors.password });
    if (answer.errors?.npassword) setError("newPassword", { message: answer.errors.npassword });
    notify(messageOf(answer, "Something went wrong."), "error");
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      <PasswordField label="Current password" autoComplete="current-password" required error={errors.currentPassword?.message} {...register("currentPassword")} />
      <NewPasswordField label="New password" error={errors.newPassword?.message} {...register("newPassword")} />
      <PasswordField label="Confirm new password" autoComplete="new-password" required error={errors.confirmPassword?.message} {...register("confirmPassword")} />
      <Button type="submit" loading={isSubmitting} disabled={done}>
        {done ? "Password updated" : "Update password"}
      </Button>
    </form>
  );
}
