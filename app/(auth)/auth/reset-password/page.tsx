import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";

// The URL holds a live token: proxy.ts sends Referrer-Policy: no-referrer, and the page repeats it in a meta tag.
export const metadata: Metadata = { title: "Reset password", robots: { index: false }, referrer: "no-referrer" };

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  return (
    <AuthCard
      title="Choose a new password"
      subtitle="You will be signed out everywhere and can log in with the new password."
      link={{ href: "/auth/login", label: "Back to login" }}
    >
      <ResetPasswordForm token={(Array.isArray(token) ? token[0] : token) ?? ""} />
    </AuthCard>
  );
}
