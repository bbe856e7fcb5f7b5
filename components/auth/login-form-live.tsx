"use client";
import { useState } from "react";
import { api, messageOf } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { Button } from "@/components/ui/button";
import type { Takeover } from "@/components/ui/lazy-form";
import { notify } from "@/components/ui/toaster";
import { accountMessages } from "@/lib/validation/account-rules";
import { Notice } from "./auth-card";
import { markLoggedIn } from "./client-session";
import { LoginFields } from "./login-fields";
import { LOGIN_REDIRECT_MS } from "./timings";

/** The form's schema, loaded (with zod) when the form is first used, not with the page. */
const loginSchema = () => import("@/lib/validation/account").then((module) => module.loginFormSchema);

/**
 * Email and password; on success the cookie is set by the server and the visitor moves on after 1.5 s. Loaded on
 * the first use of the plain form (login-form.tsx), it starts from what was typed there.
 */
export function LoginFormLive({ redirectTo, takeover }: { redirectTo: string; takeover?: Takeover }) {
  const [done, setDone] = useState(false);
  const [unactivatedEmail, setUnactivatedEmail] = useState<string | undefined>();
  const [resending, setResending] = useState(false);
  const form = useApiForm({
    schema: loginSchema,
    defaultValues: { email: "", password: "", ...(takeover?.values as { email?: string; password?: string } | undefined) },
    send: (values) => {
      setUnactivatedEmail(undefined);
      return api.post("/api/user/login", { body: values });
    },
    successToast: accountMessages.loginSuccess,
    failureMessage: accountMessages.loginFailed,
    onSuccess: () => {
      setDone(true);
      markLoggedIn();
      // A full load: the navigation bar and every server component see the new session at once.
      window.setTimeout(() => window.location.assign(redirectTo), LOGIN_REDIRECT_MS);
    },
    onFailure: (answer, values) => {
      // The server answers an account that never activated like a wrong password (nothing to learn about an address),
      // so after that refusal the form offers the activation link again; it is sent only where it applies.
      if (answer.status === 400 && answer.message === accountMessages.invalidCredentials) setUnactivatedEmail(values.email);
    },
  });
  const { errors } = form.formState;

  const resend = async () => {
    if (!unactivatedEmail) return;
    setResending(true);
    const answer = await api.post("/api/user/resendActivation", { body: { email: unactivatedEmail } });
    setResending(false);
    notify(messageOf(answer, answer.ok ? accountMessages.activationResent : accountMessages.activationRequestFailed), answer.ok ? "success" : "error");
  };

  return (
    <LoginFields
      form={{ onSubmit: form.onSubmit, onFocus: form.prefetch }}
      control={(name) => form.register(name)}
      notice={
        unactivatedEmail && (
          <Notice tone="info">
            <p>{accountMessages.notActivated}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={resend} loading={resending}>
              Resend activation email
            </Button>
          </Notice>
        )
      }
      errors={{ email: errors.email?.message, password: errors.password?.message }}
      submitting={form.isSubmitting}
      done={done}
    />
  );
}
