"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toaster";
import { accountMessages, resetPasswordFormSchema } from "@/lib/validation/account";
import { api, messageOf } from "@/components/api/client";
import { Notice } from "./auth-card";
import { clearLoggedIn } from "./client-session";
import { NewPasswordField, PasswordField } from "./password-field";
import { PASSWORD_REDIRECT_MS } from "./timings";

type Input = z.input<typeof resetPasswordFormSchema>;
type Output = z.output<typeof resetPasswordFormSchema>;

/** A new password from the emailed link; success ends every session and goes to login after 2 s. */
export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const [linkProblem, setLinkProblem] = useState<string | undefined>(token ? undefined : accountMessages.tokenMissing);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { newPassword: "", confirmPassword: "" } });

  const onSubmit = async (values: Output) => {
    const answer = await api.post("/api/user/resetPassword", { body: { password: values.newPassword, activation_token: token } });
    if (answer.ok) {
      setDone(true);
      clearLoggedIn();
      notify(messageOf(answer, accountMessages.resetDone), "success");
      window.setTimeout(() => router.push("/auth/login"), PASSWORD_REDIRECT_MS);
      return;
    }
    if (answer.errors?.password) setError("newPassword", { message: answer.errors.password });
    else if (answer.status === 400) setLinkProblem(answer.message);
    notify(messageOf(answer, "Something went wrong."), "error");
  };

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
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      <NewPasswordField label="New password" error={errors.newPassword?.message} {...register("newPassword")} />
      <PasswordField label="Confirm password" autoComplete="new-password" required error={errors.confirmPassword?.message} {...register("confirmPassword")} />
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        Reset password
      </Button>
    </form>
  );
}
