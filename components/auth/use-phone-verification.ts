"use client";
import { useState } from "react";
import { api, messageOf } from "@/components/api/client";
import { notify } from "@/components/ui/toaster";
import { accountMessages, OTP_COUNTDOWN_SECONDS } from "@/lib/validation/account-rules";
import { useCountdown } from "./use-countdown";

/** Where the phone number stands: no code asked for, a code sent and awaited, or verified (Register is enabled). */
export type PhoneVerificationPhase = "unverified" | "requested" | "verified";

/**
 * The SMS round trip of registration: ask for a code, let the server check it, count down to the next resend. The
 * page never holds the code: otp-send returns a verification id, otp-verify decides.
 */
export function usePhoneVerification() {
  const [phase, setPhase] = useState<PhoneVerificationPhase>("unverified");
  const [verificationId, setVerificationId] = useState<string | undefined>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [otpError, setOtpError] = useState<string | undefined>();
  const { secondsLeft, restart } = useCountdown(OTP_COUNTDOWN_SECONDS);

  /** Sends a code to a number already checked by the form; on success the dialog opens and the countdown restarts. */
  const send = async (phone: string) => {
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

  /** Asks the server whether the code is right; true when the phone is now verified. */
  const verify = async (phone: string | undefined, code: string): Promise<boolean> => {
    setVerifying(true);
    const answer = await api.post("/auth/otp-verify", { body: { phonenumber: phone, ver_id: verificationId, otp_code: code } });
    setVerifying(false);
    if (!answer.ok) {
      const message = messageOf(answer, accountMessages.otpFailed);
      setOtpError(message);
      notify(message, "error");
      return false;
    }
    setPhase("verified");
    setDialogOpen(false);
    notify(messageOf(answer, "Phone number verified."), "success");
    return true;
  };

  return { phase, setPhase, dialogOpen, setDialogOpen, sending, verifying, otpError, setOtpError, secondsLeft, send, verify };
}
