"use client";
import { usePathname } from "next/navigation";
import { NavList } from "@/components/ui/nav-list";

const items = [
  { href: "/account", label: "Account" },
  { href: "/my-learning", label: "My Learning" },
  { href: "/account/edit", label: "Edit profile" },
  { href: "/account-settings", label: "Settings" },
] as const;

/** The learner's pages, one tab each; the current one is marked for screen readers too. */
export function PortalNav() {
  const pathname = usePathname();
  return <NavList label="Your account" look="tabs" items={items} isCurrent={(item) => pathname === item.href} />;
}
