"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { cn } from "@/components/ui/cn";

export const adminNavItems = [
  { href: "/admin", label: "Dashboard" },
  { href: "/admin/courses", label: "Courses" },
  { href: "/admin/categories", label: "Categories" },
  { href: "/admin/trainings", label: "Trainings" },
  { href: "/admin/trainers", label: "Trainers" },
  { href: "/admin/enrolments", label: "Enrolments" },
  { href: "/admin/enquiries", label: "Enquiries" },
  { href: "/admin/bookings", label: "Bookings" },
  { href: "/admin/quotes", label: "Quotes" },
  { href: "/admin/payment-proofs", label: "Payment proofs" },
  { href: "/admin/organizations", label: "Organisations" },
  { href: "/admin/discount-codes", label: "Discount codes" },
  { href: "/admin/clients", label: "Clients" },
  { href: "/admin/reviews", label: "Reviews" },
  { href: "/admin/reports/feedback", label: "Feedback" },
  { href: "/admin/users", label: "Users" },
  { href: "/admin/import", label: "Import" },
  { href: "/admin/audit", label: "Audit log" },
] as const;

function isCurrent(pathname: string, href: string) {
  return href === "/admin" ? pathname === "/admin" : pathname === href || pathname.startsWith(`${href}/`);
}

/** The console's navigation: a sidebar on wide screens, a scrolling row of links on small ones. */
export function AdminNav({ newEnquiries }: { newEnquiries: number }) {
  const pathname = usePathname();
  // Marks the console as interactive (its forms are React's from here on); end-to-end tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.consoleReady = "1";
  }, []);
  return (
    <nav aria-label="Staff console">
      <ul className="flex gap-1 overflow-x-auto px-3 pb-3 lg:flex-col lg:overflow-visible lg:px-3 lg:pb-0">
        {adminNavItems.map((item) => {
          const current = isCurrent(pathname, item.href);
          return (
            <li key={item.href} className="shrink-0">
              <Link
                href={item.href}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm font-semibold transition-colors",
                  current ? "bg-white text-brand-800 shadow-sm" : "text-slate-200 hover:bg-white/10 hover:text-white",
                )}
              >
                {item.label}
                {item.href === "/admin/enquiries" && newEnquiries > 0 && (
                  <span className="rounded-full bg-accent-400 px-2 text-xs font-bold text-ink" aria-label={`${newEnquiries} new`}>
                    {newEnquiries}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
