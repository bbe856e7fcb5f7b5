"use client";
import { LazyForm } from "@/components/ui/lazy-form";
import { RegisterFields } from "./register-fields";

const loadRegisterForm = () => import("./register-form-live").then((module) => module.RegisterFormLive);

/** The registration form as the page brings it: plain controls; the real form takes their place on first use. */
export function RegisterFormPlain({ dialCode, verifyHint }: { dialCode: string; verifyHint: string }) {
  return (
    <LazyForm load={loadRegisterForm} props={{ dialCode }}>
      <RegisterFields form={{}} control={(name) => ({ name })} dialCode={dialCode} verifyHint={verifyHint} otp={{ label: "Send OTP" }} />
    </LazyForm>
  );
}
