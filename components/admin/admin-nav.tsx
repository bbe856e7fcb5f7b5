"use client";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { NavList } from "@/components/ui/nav-list";

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
  { href: "/admin/bank", label: "Bank" },
  { href: "/admin/organizations", label: "Organisations" },
  { href: "/admin/discount-codes", label: "Discount codes" },
  { href: "/admin/clients", label: "Clients" },
  { href: "/admin/reviews", label: "Reviews" },
  { href: "/admin/reports/feedback", label: "Feedback" },
  { href: "/admin/reports/gst", label: "GST returns" },
  { href: "/admin/reports/tds", label: "TDS" },
  { href: "/admin/reports", label: "Accounts" },
  { href: "/admin/users", label: "Users" },
  { href: "/admin/import", label: "Import" },
  { href: "/admin/audit", label: "Audit log" },
] as const;

function isCurrent(pathname: string, href: string) {
  // The console's start page and the reports' own page hold others below them: only their own address is theirs.
  return href === "/admin" || href === "/admin/reports" ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
}

/** The console's navigation: a sidebar on wide screens, a scrolling row of links on small ones. */
export function AdminNav({ newEnquiries }: { newEnquiries: number }) {
  const pathname = usePathname();
  // Marks the console as interactive (its forms are React's from here on); end-to-end tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.consoleReady = "1";
  }, []);
  return (
    <NavList
      label="Staff console"
      look="sidebar"
      items={adminNavItems}
      isCurrent={(item) => isCurrent(pathname, item.href)}
      after={(item) =>
        item.href === "/admin/enquiries" &&
        newEnquiries > 0 && (
          <span className="rounded-full bg-accent-400 px-2 text-xs font-bold text-ink" aria-label={`${newEnquiries} new`}>
            {newEnquiries}
          </span>
        )
      }
    />
  );
}
