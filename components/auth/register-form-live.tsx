"use client";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { api, messageOf } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import type { Takeover } from "@/components/ui/lazy-form";
import { notify } from "@/components/ui/toaster";
import { accountMessages, OTP_COUNTDOWN_SECONDS, registrationPhoneProblem } from "@/lib/validation/account-rules";
import { OtpDialog } from "./otp-dialog";
import { RegisterFields } from "./register-fields";
import { REGISTER_REDIRECT_MS } from "./timings";
import { useCountdown } from "./use-countdown";

type Phase = "unverified" | "requested" | "verified";

/** The form's schema, loaded (with zod) when the form is first used, not with the page. */
const registerSchema = () => import("@/lib/validation/account").then((module) => module.registerFormSchema);

/**
 * Name, email, phone, password. The phone must be verified by an SMS code before Register is enabled; the page
 * never holds the code: otp-send returns a verification id, otp-verify decides, register checks it again. Loaded on
 * the first use of the plain form (register-form.tsx), it starts from what was typed there.
 */
export function RegisterFormLive({ dialCode, takeover }: { dialCode: string; takeover?: Takeover }) {
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
    defaultValues: { name: "", email: "", phone: "", password: "", ...(takeover?.values as Record<string, string> | undefined) },
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
      <RegisterFields
        form={{ onSubmit, onFocus: form.prefetch }}
        control={(name) =>
          name === "phone"
            ? {
                ...phoneField,
                onChange: (event) => {
                  void phoneField.onChange(event);
                  // A code was asked for another number: it can't verify this one.
                  if (phase === "requested") setPhase("unverified");
                },
              }
            : register(name)
        }
        dialCode={dialCode}
        verifyHint={accountMessages.phoneNotVerified}
        verified={verified}
        otp={{
          label: phase === "requested" && secondsLeft > 0 ? "Enter OTP" : "Send OTP",
          onClick: phase === "requested" && secondsLeft > 0 ? () => setDialogOpen(true) : sendOtp,
          loading: sending,
        }}
        errors={{ name: errors.name?.message, email: errors.email?.message, phone: errors.phone?.message, password: errors.password?.message }}
        submitting={form.isSubmitting}
        done={done}
      />
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
