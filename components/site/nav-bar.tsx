"use client";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import { logOut } from "@/components/auth/log-out";
import { ButtonLink } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { ConfirmDialog } from "@/components/ui/dialog";
import { notify } from "@/components/ui/toaster";
import { AuthSlot, CoursesPanel, isActive, links, LOGOUT_QUESTION, profileLinksFor, ProfileMenu, ProfilePlaceholder, useOpeningDelay, type NavCategory, type NavCourse } from "./nav-parts";
import { useSignedInUser } from "./use-signed-in-user";

export type { NavCategory, NavCourse } from "./nav-parts";
export { LOGOUT_QUESTION, NAV_DROPDOWN_LOADING_MS } from "./nav-parts";

/** The navigation bar: links, the Courses dropdown (hover and focus), Login or the profile menu, the mobile menu. */
export function NavBar({ categories, courses }: { categories: NavCategory[]; courses: NavCourse[] }) {
  const pathname = usePathname();
  const [user, setUser] = useSignedInUser();
  const router = useRouter();
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [mobileCoursesOpen, setMobileCoursesOpen] = useState(false);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const dropdownId = useId();
  const mobileId = useId();
  const dropdownLoading = useOpeningDelay(dropdownOpen);
  const mobileCoursesLoading = useOpeningDelay(mobileCoursesOpen);
  const coursesLinkRef = useRef<HTMLAnchorElement>(null);

  // A new page closes every menu (set while rendering, React's way to reset state on a prop change).
  const [menusPath, setMenusPath] = useState(pathname);
  if (menusPath !== pathname) {
    setMenusPath(pathname);
    setDropdownOpen(false);
    setMobileOpen(false);
    setMobileCoursesOpen(false);
  }

  const logout = async () => {
    setLoggingOut(true);
    const done = await logOut();
    setLoggingOut(false);
    if (!done) return notify("Something went wrong.", "error");
    setUser(null);
    setConfirmLogout(false);
    router.push("/");
    router.refresh();
  };

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow-lg">
        Skip to content
      </a>
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link href="/" className="flex shrink-0 items-center" aria-label="Stackwise Academy, home">
          <img src="/images/brand/logo.svg" alt="" width={167} height={40} className="h-10 w-auto" />
        </Link>

        <ul className="hidden items-center gap-1 nav:flex">
          {links.map((link) =>
            "dropdown" in link ? (
              <li
                key={link.href}
                className="relative"
                onMouseEnter={() => setDropdownOpen(true)}
                onMouseLeave={() => setDropdownOpen(false)}
                onFocus={() => setDropdownOpen(true)}
                onBlur={(event) => {
                  if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropdownOpen(false);
                }}
                onKeyDown={(event) => {
                  if (event.key === "Escape" && dropdownOpen) {
                    setDropdownOpen(false);
                    coursesLinkRef.current?.focus();
                  }
                }}
              >
                <Link
                  ref={coursesLinkRef}
                  href={link.href}
                  aria-expanded={dropdownOpen}
                  aria-controls={dropdownId}
                  aria-current={isActive(pathname, link.href) ? "page" : undefined}
                  className={cn(
                    "flex items-center gap-1 rounded-md px-3 py-2 text-[15px] font-semibold transition-colors",
                    isActive(pathname, link.href) ? "text-brand-700" : "text-slate-700 hover:text-brand-700",
                  )}
                >
                  {link.label}
                  <svg aria-hidden="true" viewBox="0 0 20 20" className={cn("size-4 transition-transform", dropdownOpen && "rotate-180")} fill="currentColor">
                    <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
                  </svg>
                </Link>
                {/* Drawn only while open: closed, it was 5 KB of every page's HTML that nobody sees. */}
                <div id={dropdownId} hidden={!dropdownOpen} className="absolute left-1/2 top-full z-50 w-[44rem] max-w-[90vw] -translate-x-1/2 pt-2">
                  {dropdownOpen && (
                    <CoursesPanel
                      loading={dropdownLoading}
                      className="rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-slate-200"
                      spinnerClassName="grid h-48 place-items-center"
                      categories={categories}
                      courses={courses}
                      onNavigate={() => setDropdownOpen(false)}
                    />
                  )}
                </div>
              </li>
            ) : (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={isActive(pathname, link.href) ? "page" : undefined}
                  className={cn(
                    "block rounded-md px-3 py-2 text-[15px] font-semibold transition-colors",
                    isActive(pathname, link.href) ? "text-brand-700" : "text-slate-700 hover:text-brand-700",
                  )}
                >
                  {link.label}
                </Link>
              </li>
            ),
          )}
        </ul>

        <div className="hidden items-center gap-3 nav:flex">
          <AuthSlot
            user={user}
            signedIn={(u) => <ProfileMenu name={u.name} places={profileLinksFor(u)} onLogout={() => setConfirmLogout(true)} />}
            pending={<ProfilePlaceholder />}
            signedOut={
              <ButtonLink href="/auth/login" size="sm" className="px-5">
                Login
              </ButtonLink>
            }
          />
        </div>

        <button
          type="button"
          className="grid size-11 place-items-center rounded-lg text-slate-800 ring-1 ring-slate-300 nav:hidden"
          aria-expanded={mobileOpen}
          aria-controls={mobileId}
          onClick={() => setMobileOpen((v) => !v)}
        >
          <span className="sr-only">{mobileOpen ? "Close menu" : "Open menu"}</span>
          {mobileOpen ? (
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          ) : (
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M4 7h16M4 12h16M4 17h16" />
            </svg>
          )}
        </button>
      </nav>

      <div id={mobileId} hidden={!mobileOpen} className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 pt-2 nav:hidden">
        <ul className="space-y-1">
          {links.map((link) =>
            "dropdown" in link ? (
              <li key={link.href}>
                <div className="flex items-center justify-between">
                  <Link href={link.href} className="block flex-1 rounded-md px-3 py-3 text-base font-semibold text-slate-800" aria-current={isActive(pathname, link.href) ? "page" : undefined}>
                    {link.label}
                  </Link>
                  <button
                    type="button"
                    aria-expanded={mobileCoursesOpen}
                    onClick={() => setMobileCoursesOpen((v) => !v)}
                    className="grid size-11 place-items-center rounded-md text-slate-700 hover:bg-slate-100"
                  >
                    <span className="sr-only">Course categories and courses</span>
                    <svg aria-hidden="true" viewBox="0 0 20 20" className={cn("size-5 transition-transform", mobileCoursesOpen && "rotate-180")} fill="currentColor">
                      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
                    </svg>
                  </button>
                </div>
                {mobileCoursesOpen && (
                  <CoursesPanel
                    loading={mobileCoursesLoading}
                    className="rounded-xl bg-slate-50 p-4"
                    spinnerClassName="grid h-24 place-items-center"
                    categories={categories}
                    courses={courses}
                    onNavigate={() => setMobileOpen(false)}
                  />
                )}
              </li>
            ) : (
              <li key={link.href}>
                <Link href={link.href} className="block rounded-md px-3 py-3 text-base font-semibold text-slate-800" aria-current={isActive(pathname, link.href) ? "page" : undefined}>
                  {link.label}
                </Link>
              </li>
            ),
          )}
        </ul>
        <div className="mt-4 border-t border-slate-200 pt-4">
          <AuthSlot
            user={user}
            pending={<ProfilePlaceholder wide />}
            signedIn={(u) => (
            <ul className="space-y-1">
              <li className="px-3 pb-2 text-sm text-slate-600">
                Signed in as <span className="font-semibold text-slate-800">{u.name}</span>
              </li>
              {profileLinksFor(u).map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="block rounded-md px-3 py-2.5 font-medium text-slate-800">
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <button type="button" onClick={() => setConfirmLogout(true)} className="block w-full rounded-md px-3 py-2.5 text-left font-medium text-red-700">
                  Logout
                </button>
              </li>
            </ul>
            )}
            signedOut={
              <ButtonLink href="/auth/login" className="w-full">
                Login
              </ButtonLink>
            }
          />
        </div>
      </div>

      <ConfirmDialog
        open={confirmLogout}
        title="Logout"
        message={LOGOUT_QUESTION}
        confirmLabel="Logout"
        busy={loggingOut}
        onConfirm={logout}
        onCancel={() => setConfirmLogout(false)}
      />
    </header>
  );
}
