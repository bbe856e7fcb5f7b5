import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { VerifyAccount } from "@/components/auth/verify-account";

export const metadata: Metadata = { title: "Activate your account", robots: { index: false }, referrer: "no-referrer" };

export default async function VerifyAccountPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  return (
    <AuthCard title="Account activation">
      <VerifyAccount token={(Array.isArray(token) ? token[0] : token) ?? ""} />
    </AuthCard>
  );
}
