import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgetPasswordForm } from "@/components/auth/forget-password-form";

export const metadata: Metadata = { title: "Forgot password", robots: { index: false } };

export default function ForgetPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email of your account and we will send you a link to choose a new password."
      link={{ href: "/auth/login", label: "Back to login" }}
    >
      <ForgetPasswordForm />
    </AuthCard>
  );
}
