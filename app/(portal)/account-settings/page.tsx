import type { Metadata } from "next";
import { ChangePasswordForm } from "@/components/portal/change-password-form";
import { requirePageUser } from "@/lib/auth/current-user";

export const metadata: Metadata = { title: "Account settings", robots: { index: false } };

export default async function AccountSettingsPage() {
  await requirePageUser("/account-settings");
  return (
    <section aria-labelledby="settings-heading" className="max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h1 id="settings-heading" className="text-2xl font-bold tracking-tight text-ink">
        Change password
      </h1>
      <p className="mt-1 text-slate-600">You will be signed out on every device and log in again with the new password.</p>
      <div className="mt-6">
        <ChangePasswordForm />
      </div>
    </section>
  );
}
