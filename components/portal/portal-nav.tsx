"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/components/ui/cn";

const items = [
  { href: "/account", label: "Account" },
  { href: "/my-learning", label: "My Learning" },
  { href: "/account/edit", label: "Edit profile" },
  { href: "/account-settings", label: "Settings" },
] as const;

/** The learner's pages, one tab each; the current one is marked for screen readers too. */
export function PortalNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Your account">
      {/* Two by two on phones, so every tab (the current one too) is in view without scrolling sideways. */}
      <ul className="grid grid-cols-2 gap-2 sm:flex">
        {items.map((item) => {
          const current = pathname === item.href;
          return (
            <li key={item.href} className="sm:shrink-0">
              <Link
                href={item.href}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "block rounded-full px-4 py-2 text-center text-sm font-semibold transition-colors",
                  current ? "bg-brand-700 text-white shadow-sm" : "bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-brand-50 hover:text-brand-800",
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
