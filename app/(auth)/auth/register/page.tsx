import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { RegisterForm } from "@/components/auth/register-form";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "Register", robots: { index: false } };

export default function RegisterPage() {
  return (
    <AuthCard
      title="Create your account"
      subtitle="Verify your phone, then check your email to activate the account."
      link={{ lead: "Already have an account?", href: "/auth/login", label: "Log in" }}
    >
      <RegisterForm dialCode={env().DEFAULT_DIAL_CODE} />
    </AuthCard>
  );
}
