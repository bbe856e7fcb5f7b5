import Link from "next/link";
import type { ReactNode } from "react";

/** The way to the neighbouring screen, under the card: "New to …? Create an account". */
export interface AuthCardLink {
  lead?: string;
  href: string;
  label: string;
}

/** The card every auth screen sits in: a title, a line under it, the form, and a link below. */
export function AuthCard({ title, subtitle, children, link }: { title: string; subtitle?: ReactNode; children: ReactNode; link?: AuthCardLink }) {
  return (
    <div className="w-full max-w-md">
      <div className="rounded-2xl bg-white p-6 shadow-xl shadow-slate-900/5 ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
        {subtitle && <p className="mt-2 text-[15px] text-slate-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
      {link && (
        <p className="mt-6 text-center text-sm text-slate-600">
          {link.lead && `${link.lead} `}
          <Link href={link.href} className="font-semibold text-brand-700 hover:underline">
            {link.label}
          </Link>
        </p>
      )}
    </div>
  );
}

/** A status line inside an auth card (role=alert for problems, status for success). */
export function Notice({ tone, children }: { tone: "error" | "success" | "info"; children: ReactNode }) {
  const tones = {
    error: "bg-red-50 text-red-800 ring-red-200",
    success: "bg-emerald-50 text-emerald-800 ring-emerald-200",
    info: "bg-brand-50 text-brand-900 ring-brand-200",
  } as const;
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`rounded-lg px-4 py-3 text-sm font-medium ring-1 ${tones[tone]}`}>
      {children}
    </div>
  );
}
