"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { accountMessages } from "@/lib/validation/account-rules";
import { api } from "@/components/api/client";
import { Notice } from "./auth-card";
import { ACTIVATION_REDIRECT_MS, SPINNER_HOLD_MS } from "./timings";

type State = { phase: "loading" } | { phase: "success"; message: string } | { phase: "failure"; message: string };

/** Sends the activation token on load; the spinner stays 2 s after the answer; success goes to login after 5 s. */
export function VerifyAccount({ token }: { token: string }) {
  const router = useRouter();
  const [state, setState] = useState<State>({ phase: "loading" });
  // A link works once: never send it twice (React may run effects twice in development).
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    let redirect: number | undefined;
    void (async () => {
      const answer = token
        ? await api.post("/api/user/activateEmail", { body: { activation_token: token } })
        : { ok: false, status: 400, message: accountMessages.tokenMissing, errors: {}, extra: {} };
      await new Promise((resolve) => window.setTimeout(resolve, SPINNER_HOLD_MS));
      if (answer.ok) {
        setState({ phase: "success", message: answer.message || accountMessages.activated });
        redirect = window.setTimeout(() => router.push("/auth/login"), ACTIVATION_REDIRECT_MS);
      } else if (answer.status === 0 || answer.status >= 500) {
        setState({ phase: "failure", message: answer.message || accountMessages.activationRequestFailed });
      } else {
        setState({ phase: "failure", message: String(answer.extra.msg ?? "") || answer.message || accountMessages.activationFailed });
      }
    })();
    return () => window.clearTimeout(redirect);
  }, [token, router]);

  if (state.phase === "loading") {
    return (
      <div className="flex flex-col items-center gap-4 py-8 text-center">
        <Spinner size="lg" label="Activating your account…" />
        <p className="font-medium text-slate-700">Activating your account…</p>
      </div>
    );
  }
  if (state.phase === "success") {
    return (
      <div className="space-y-5">
        <Notice tone="success">{state.message}</Notice>
        <p className="text-sm text-slate-600">Taking you to the login page in a few seconds…</p>
        <Link href="/auth/login" className={buttonClasses("primary", "lg", "w-full")}>
          Go to login
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-semibold text-red-700 ring-1 ring-red-200" data-testid="activation-error">
        {state.message}
      </p>
      <p className="text-sm text-slate-600">Links work once and for 24 hours. Log in with your email and password to ask for a new activation link.</p>
      <Link href="/auth/login" className={buttonClasses("outline", "lg", "w-full")}>
        Go to login
      </Link>
    </div>
  );
}
