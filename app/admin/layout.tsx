import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { AdminNav } from "@/components/admin/admin-nav";
import { SignOutButton } from "@/components/admin/sign-out-button";
import { getCurrentUser } from "@/lib/auth/current-user";
import { countEnquiriesByStatus } from "@/lib/enquiries/staff";
import { siteConfig } from "@/lib/site-config";

export const metadata: Metadata = {
  title: { default: "Staff console", template: "%s | Staff console" },
  robots: { index: false, follow: false },
};

// Every page below checks the role itself (requirePageStaff): a layout renders alongside its page, so it is
// not a guard. Here the chrome only shows staff details when the viewer is staff.
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const user = await getCurrentUser();
  const isStaff = user?.role === "staff";
  const newEnquiries = isStaff ? (await countEnquiriesByStatus()).new : 0;
  return (
    <div className="flex min-h-screen flex-col bg-slate-100 lg:flex-row">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-3 focus:top-3 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <aside className="on-dark shrink-0 bg-ink text-white lg:w-60">
        <div className="lg:sticky lg:top-0 lg:flex lg:h-screen lg:flex-col">
          <div className="flex items-center justify-between gap-3 px-4 py-3 lg:block lg:px-5 lg:py-5">
            <Link href="/admin" className="flex items-center gap-2 font-extrabold tracking-tight">
              <img src="/images/brand/logo-mark.svg" alt="" width={28} height={28} className="size-7" />
              <span>
                {siteConfig.shortName} <span className="text-brand-300">Staff</span>
              </span>
            </Link>
            <div className="flex items-center gap-2 lg:hidden">{isStaff && <SignOutButton />}</div>
          </div>
          {isStaff && <AdminNav newEnquiries={newEnquiries} />}
          {isStaff && (
            <div className="mt-auto hidden border-t border-white/10 px-5 py-4 text-sm lg:block">
              <p className="truncate font-semibold">{user.name}</p>
              <p className="truncate text-xs text-slate-400">{user.email}</p>
              <div className="mt-3 flex items-center gap-2">
                <SignOutButton />
                <Link href="/" className="rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-200 hover:bg-white/10">
                  View site
                </Link>
              </div>
            </div>
          )}
        </div>
      </aside>
      <main id="admin-main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
        <div className="mx-auto max-w-6xl">{children}</div>
      </main>
    </div>
  );
}
