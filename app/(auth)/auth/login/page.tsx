import type { Metadata } from "next";
import { AlreadyLoggedIn } from "@/components/auth/already-logged-in";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";
import { getCurrentUser } from "@/lib/auth/current-user";
import { safeRedirectPath } from "@/lib/validation/account";
import { accountMessages } from "@/lib/validation/account-rules";
import { siteConfig } from "@/lib/site-config";

export const metadata: Metadata = { title: "Login", robots: { index: false } };

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ redirect?: string | string[] }> }) {
  const { redirect } = await searchParams;
  const redirectTo = safeRedirectPath(Array.isArray(redirect) ? redirect[0] : redirect);
  const user = await getCurrentUser();
  return (
    <AuthCard
      title="Welcome back"
      subtitle="Log in to see your trainings, meeting links and timings."
      link={{ lead: `New to ${siteConfig.name}?`, href: "/auth/register", label: "Create an account" }}
    >
      {user ? <AlreadyLoggedIn message={accountMessages.alreadyLoggedIn} /> : <LoginForm redirectTo={redirectTo} />}
    </AuthCard>
  );
}
