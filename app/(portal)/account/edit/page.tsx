import type { Metadata } from "next";
import { ProfileForm } from "@/components/portal/profile-form";
import { requirePageUser } from "@/lib/auth/current-user";

export const metadata: Metadata = { title: "Edit profile", robots: { index: false } };

export default async function EditProfilePage() {
  const user = await requirePageUser("/account/edit");
  return (
    <section aria-labelledby="edit-heading" className="max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h1 id="edit-heading" className="text-2xl font-bold tracking-tight text-ink">
        Edit profile
      </h1>
      <p className="mt-1 text-slate-600">Your name shows on your reviews.</p>
      <div className="mt-6">
        <ProfileForm
          user={{
            name: user.name,
            email: user.email,
            organization: user.organization,
            notifyEmail: user.notifyEmail,
            notifySms: user.notifySms,
            notifyWhatsapp: user.notifyWhatsapp,
          }}
        />
      </div>
    </section>
  );
}
