import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { RegisterForm } from "@/components/auth/register-form";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "Register", robots: { index: false } };

export default function RegisterPage() {
  return (
    <AuthCard
      title="Create your account"
      subtitle="Verify your phone, then check your email to activate the account."
      footer={
        <>
          Already have an account?{" "}
          <Link href="/auth/login" className="font-semibold text-brand-700 hover:underline">
            Log in
          </Link>
        </>
      }
    >
      <RegisterForm dialCode={env().DEFAULT_DIAL_CODE} />
    </AuthCard>
  );
}
