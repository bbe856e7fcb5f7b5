"use client";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { api, messageOf } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import { Button } from "@/components/ui/button";
import { controlClasses } from "@/components/ui/control";
import { FieldShell, TextField } from "@/components/ui/field";
import { notify } from "@/components/ui/toaster";
import { accountMessages, OTP_COUNTDOWN_SECONDS, registrationPhoneProblem } from "@/lib/validation/account-rules";
import { OtpDialog } from "./otp-dialog";
import { NewPasswordField } from "./password-field";
import { REGISTER_REDIRECT_MS } from "./timings";
import { useCountdown } from "./use-countdown";

type Phase = "unverified" | "requested" | "verified";

/** The form's schema, loaded (with zod) when the form is first used, not with the page. */
const registerSchema = () => import("@/lib/validation/account").then((module) => module.registerFormSchema);

/**
 * Name, email, phone, password. The phone must be verified by an SMS code before Register is enabled; the page
 * never holds the code: otp-send returns a verification id, otp-verify decides, register checks it again.
 */
export function RegisterForm({ dialCode }: { dialCode: string }) {
  const router = useRouter();
  const [phase, setPhase] = useState<Phase>("unverified");
  const [verificationId, setVerificationId] = useState<string | undefined>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [otpError, setOtpError] = useState<string | undefined>();
  const [done, setDone] = useState(false);
  const { secondsLeft, restart } = useCountdown(OTP_COUNTDOWN_SECONDS);
  const form = useApiForm({
    schema: registerSchema,
    defaultValues: { name: "", email: "", phone: "", password: "" },
    send: (values) => api.post("/api/user/register", { body: values }),
    successToast: accountMessages.registered,
    onSuccess: () => {
      setDone(true);
      window.setTimeout(() => router.push("/auth/login"), REGISTER_REDIRECT_MS);
    },
    onFailure: (answer) => {
      // The verification was used or ran out: the phone has to be verified again.
      if (answer.message === accountMessages.phoneNotVerified) setPhase("unverified");
    },
  });
  const { register, setError, clearErrors, getValues } = form;
  const { errors } = form.formState;

  const sendOtp = async () => {
    const phone = (getValues("phone") ?? "").trim();
    const problem = registrationPhoneProblem(phone);
    if (problem) {
      setError("phone", { message: problem });
      return;
    }
    clearErrors("phone");
    setSending(true);
    const answer = await api.post("/auth/otp-send", { body: { phonenumber: phone } });
    setSending(false);
    if (!answer.ok || !answer.data?.verificationId) {
      notify(messageOf(answer, accountMessages.otpSendFailed), "error");
      return;
    }
    setVerificationId(answer.data.verificationId);
    setPhase("requested");
    setOtpError(undefined);
    restart();
    setDialogOpen(true);
  };

  const verifyOtp = async (code: string) => {
    setVerifying(true);
    const answer = await api.post("/auth/otp-verify", { body: { phonenumber: getValues("phone"), ver_id: verificationId, otp_code: code } });
    setVerifying(false);
    if (!answer.ok) {
      const message = messageOf(answer, accountMessages.otpFailed);
      setOtpError(message);
      notify(message, "error");
      return;
    }
    setPhase("verified");
    setDialogOpen(false);
    clearErrors("phone");
    notify(messageOf(answer, "Phone number verified."), "success");
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (phase === "verified") return form.onSubmit(event);
    event.preventDefault();
    setError("phone", { message: accountMessages.phoneNotVerified });
  };

  const phoneField = register("phone");
  const verified = phase === "verified";

  return (
    <>
      <form onSubmit={onSubmit} onFocus={form.prefetch} noValidate className="space-y-5">
        <TextField label="Full name" autoComplete="name" required error={errors.name?.message} {...register("name")} />
        <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register("email")} />
        <FieldShell
          label="Phone number"
          required
          error={errors.phone?.message}
          hint={verified ? "Phone number verified." : `10 digits; we send a code by SMS to ${dialCode} and your number.`}
        >
          {({ id, describedBy, invalid }) => (
            <div className="flex gap-2">
              <span className="inline-flex h-11 shrink-0 items-center rounded-lg border border-slate-300 bg-slate-50 px-3 text-[15px] font-medium text-slate-700" aria-hidden="true">
                {dialCode}
              </span>
              <div className="relative min-w-0 flex-1">
                <input
                  id={id}
                  // A text input: the national part of a number (tel-national) is not allowed on type="tel", which means a whole
                  // number (the Nu HTML checker's error); inputMode still brings the phone's number pad.
                  inputMode="numeric"
                  autoComplete="tel-national"
                  maxLength={10}
                  readOnly={verified}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  aria-required
                  className={controlClasses(errors.phone?.message, verified ? "pr-24" : "")}
                  {...phoneField}
                  onChange={(event) => {
                    void phoneField.onChange(event);
                    // A code was asked for another number: it can't verify this one.
                    if (phase === "requested") setPhase("unverified");
                  }}
                />
                {verified && (
                  <span className="absolute inset-y-0 right-3 flex items-center gap-1 text-sm font-semibold text-emerald-700">
                    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
                      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                    </svg>
                    Verified
                  </span>
                )}
              </div>
              {!verified && (
                <Button variant="outline" className="shrink-0" onClick={phase === "requested" && secondsLeft > 0 ? () => setDialogOpen(true) : sendOtp} loading={sending}>
                  {phase === "requested" && secondsLeft > 0 ? "Enter OTP" : "Send OTP"}
                </Button>
              )}
            </div>
          )}
        </FieldShell>
        <NewPasswordField label="Password" error={errors.password?.message} {...register("password")} />
        <div>
          <Button type="submit" size="lg" className="w-full" disabled={!verified || done} loading={form.isSubmitting}>
            {done ? "Registered" : "Register"}
          </Button>
          {!verified && (
            <p className="mt-2 text-center text-sm text-slate-600" data-testid="verify-hint">
              {accountMessages.phoneNotVerified}
            </p>
          )}
        </div>
      </form>
      <OtpDialog
        open={dialogOpen}
        phone={`${dialCode} ${getValues("phone") ?? ""}`}
        secondsLeft={secondsLeft}
        verifying={verifying}
        resending={sending}
        serverError={otpError}
        onVerify={verifyOtp}
        onResend={() => {
          setOtpError(undefined);
          void sendOtp();
        }}
        onClose={() => setDialogOpen(false)}
      />
    </>
  );
}
