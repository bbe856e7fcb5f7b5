"use client";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { api } from "@/components/api/client";
import { useApiForm } from "@/components/api/use-api-form";
import type { Takeover } from "@/components/ui/lazy-form";
import { accountMessages, registrationPhoneProblem } from "@/lib/validation/account-rules";
import { OtpDialog } from "./otp-dialog";
import { RegisterFields } from "./register-fields";
import { REGISTER_REDIRECT_MS } from "./timings";
import { usePhoneVerification } from "./use-phone-verification";

/** The form's schema, loaded (with zod) when the form is first used, not with the page. */
const registerSchema = () => import("@/lib/validation/account").then((module) => module.registerFormSchema);

/**
 * Name, email, phone, password. The phone must be verified by an SMS code before Register is enabled; the page
 * never holds the code: otp-send returns a verification id, otp-verify decides, register checks it again. Loaded on
 * the first use of the plain form (register-form.tsx), it starts from what was typed there.
 */
export function RegisterFormLive({ dialCode, takeover }: { dialCode: string; takeover?: Takeover }) {
  const router = useRouter();
  const otp = usePhoneVerification();
  const { phase, setPhase, secondsLeft } = otp;
  const [done, setDone] = useState(false);
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
    await otp.send(phone);
  };

  const verifyOtp = async (code: string) => {
    if (await otp.verify(getValues("phone"), code)) clearErrors("phone");
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
          onClick: phase === "requested" && secondsLeft > 0 ? () => otp.setDialogOpen(true) : sendOtp,
          loading: otp.sending,
        }}
        errors={{ name: errors.name?.message, email: errors.email?.message, phone: errors.phone?.message, password: errors.password?.message }}
        submitting={form.isSubmitting}
        done={done}
      />
      <OtpDialog
        open={otp.dialogOpen}
        phone={`${dialCode} ${getValues("phone") ?? ""}`}
        secondsLeft={secondsLeft}
        verifying={otp.verifying}
        resending={otp.sending}
        serverError={otp.otpError}
        onVerify={verifyOtp}
        onResend={() => {
          otp.setOtpError(undefined);
          void sendOtp();
        }}
        onClose={() => otp.setDialogOpen(false)}
      />
    </>
  );
}
