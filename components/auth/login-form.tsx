"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { notify } from "@/components/ui/toaster";
import { accountMessages, loginFormSchema } from "@/lib/validation/account";
import { api, messageOf } from "@/components/api/client";
import { Notice } from "./auth-card";
import { clearLoggedIn, markLoggedIn } from "./client-session";
import { PasswordField } from "./password-field";
import { LOGIN_REDIRECT_MS } from "./timings";

type Input = z.input<typeof loginFormSchema>;
type Output = z.output<typeof loginFormSchema>;

/** Email and password; on success the cookie is set by the server and the visitor moves on after 1.5 s. */
export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const [status, setStatus] = useState<"idle" | "submitting" | "done">("idle");
  const [unactivatedEmail, setUnactivatedEmail] = useState<string | undefined>();
  const [resending, setResending] = useState(false);
  // The server shows this form only to a visitor without a valid session: signed out locally too.
  useEffect(() => clearLoggedIn(), []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Input, unknown, Output>({ resolver: zodResolver(loginFormSchema), defaultValues: { email: "", password: "" } });

  const onSubmit = async (values: Output) => {
    setStatus("submitting");
    setUnactivatedEmail(undefined);
    const answer = await api.post("/api/user/login", { body: values });
    if (answer.ok) {
      setStatus("done");
      markLoggedIn();
      notify(messageOf(answer, accountMessages.loginSuccess), "success");
      // A full load: the navigation bar and every server component see the new session at once.
      window.setTimeout(() => window.location.assign(redirectTo), LOGIN_REDIRECT_MS);
      return;
    }
    setStatus("idle");
    // The server answers an account that never activated like a wrong password (nothing to learn about an address),
    // so after any refusal the form offers the activation link again; it is sent only where it applies.
    if (answer.status === 400 && answer.message === accountMessages.invalidCredentials) setUnactivatedEmail(values.email);
    for (const [field, message] of Object.entries(answer.errors ?? {})) {
      if (field === "email" || field === "password") setError(field, { message });
    }
    notify(messageOf(answer, accountMessages.loginFailed), "error");
  };

  const resend = async () => {
    if (!unactivatedEmail) return;
    setResending(true);
    const answer = await api.post("/api/user/resendActivation", { body: { email: unactivatedEmail } });
    setResending(false);
    notify(messageOf(answer, answer.ok ? accountMessages.activationResent : accountMessages.activationRequestFailed), answer.ok ? "success" : "error");
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      {unactivatedEmail && (
        <Notice tone="info">
          <p>{accountMessages.notActivated}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={resend} loading={resending}>
            Resend activation email
          </Button>
        </Notice>
      )}
      <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register("email")} />
      <PasswordField label="Password" autoComplete="current-password" required error={errors.password?.message} {...register("password")} />
      <div className="flex justify-end">
        <Link href="/auth/forget-password" className="text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" className="w-full" loading={status === "submitting"} disabled={status === "done"}>
        {status === "done" ? "Signed in" : "Login"}
      </Button>
    </form>
  );
}
