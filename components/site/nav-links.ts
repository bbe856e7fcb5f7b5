// The navigation's links and words: plain values, no directive, read by the server's header (site-header.tsx)
// and by the navigation's client islands (nav-menus.tsx, nav-parts.tsx, nav-session.tsx).

export interface NavCategory {
  name: string;
  slug: string;
}
export interface NavCourse {
  title: string;
  slug: string;
  image: string;
}

/** The spec's navbar dropdown loading state (§4). */
export const NAV_DROPDOWN_LOADING_MS = 1000;
export const LOGOUT_QUESTION = "Are you sure you want to logout?";

export const links = [
  { href: "/", label: "Home" },
  { href: "/about-us", label: "About" },
  { href: "/training-courses", label: "Courses", dropdown: true },
  { href: "/contact", label: "Contact" },
] as const;

/** The signed-in visitor's menu (bar and mobile menu alike): links for other roles are added here. */
export const profileLinks = [
  { href: "/account", label: "Account" },
  { href: "/my-learning", label: "My Learning" },
  { href: "/account-settings", label: "Settings" },
] as const;

/** Each role its own places (billing-and-delivery.md §7–§8): My Learning for learners, Trainer, Organisation for leads, Console for staff. */
export function profileLinksFor(user: { role?: string; isLead?: boolean }): { href: string; label: string }[] {
  const places =
    user.role === "staff"
      ? [{ href: "/admin", label: "Console" }]
      : user.role === "trainer"
        ? [{ href: "/trainer", label: "Trainer" }]
        : [{ href: "/my-learning", label: "My Learning" }, ...(user.isLead ? [{ href: "/organization", label: "Organisation" }] : [])];
  return [profileLinks[0], ...places, profileLinks[2]];
}

export function isActive(pathname: string, href: string) {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}
