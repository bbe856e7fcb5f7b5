"use client";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { ButtonLink } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { notify } from "@/components/ui/toaster";

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

const links = [
  { href: "/", label: "Home" },
  { href: "/about-us", label: "About" },
  { href: "/training-courses", label: "Courses", dropdown: true },
  { href: "/contact", label: "Contact" },
] as const;

const profileLinks = [
  { href: "/account", label: "Account" },
  { href: "/my-learning", label: "My Learning" },
  { href: "/account-settings", label: "Settings" },
] as const;

function isActive(pathname: string, href: string) {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

/** Shows the 1 s loading state each time the dropdown opens, then its content. */
function useOpeningDelay(open: boolean) {
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!open) return;
    setLoading(true);
    const timer = window.setTimeout(() => setLoading(false), NAV_DROPDOWN_LOADING_MS);
    return () => window.clearTimeout(timer);
  }, [open]);
  return loading;
}

function CoursesMenu({ categories, courses, onNavigate }: { categories: NavCategory[]; courses: NavCourse[]; onNavigate: () => void }) {
  return (
    <div className="grid gap-6 nav:grid-cols-[13rem_1fr]">
      <div>
        <p className="text-xs font-bold uppercase tracking-wider text-slate-600">Categories</p>
        <ul className="mt-3 space-y-1">
          {categories.map((category) => (
            <li key={category.slug}>
              <Link
                href={`/training-courses/category/${category.slug}`}
                onClick={onNavigate}
                className="block rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800"
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <p className="text-xs font-bold uppercase tracking-wider text-slate-600">Popular courses</p>
        {courses.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">No results</p>
        ) : (
          <ul className="mt-3 grid gap-1 nav:grid-cols-2">
            {courses.map((course) => (
              <li key={course.slug}>
                <Link
                  href={`/training-courses/course/${course.slug}`}
                  onClick={onNavigate}
                  className="flex items-center gap-3 rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                >
                  {course.image && (
                    // eslint-disable-next-line @next/next/no-img-element
                    <img src={course.image} alt="" width={48} height={27} className="h-[27px] w-12 shrink-0 rounded object-cover" />
                  )}
                  <span className="line-clamp-2">{course.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Link
          href="/training-courses"
          onClick={onNavigate}
          className="mt-4 inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-bold text-brand-700 hover:bg-brand-50"
        >
          Show All Courses <span aria-hidden="true">→</span>
        </Link>
      </div>
    </div>
  );
}

function ProfileMenu({ name, onLogout }: { name: string; onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", close);
    return () => document.removeEventListener("mousedown", close);
  }, [open]);
  return (
    <div
      ref={ref}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          ref.current?.querySelector("button")?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-2 rounded-full py-1 pl-1 pr-3 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
      >
        <span aria-hidden="true" className="grid size-8 place-items-center rounded-full bg-brand-700 text-xs font-bold text-white">
          {initials || "?"}
        </span>
        <span className="max-w-32 truncate">{name}</span>
        <span className="sr-only">: profile menu</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-48 overflow-hidden rounded-xl bg-white py-1 shadow-xl ring-1 ring-slate-200"
      >
        {profileLinks.map((link) => (
          <li key={link.href}>
            <Link href={link.href} onClick={() => setOpen(false)} className="block px-4 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800">
              {link.label}
            </Link>
          </li>
        ))}
        <li className="border-t border-slate-100">
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              onLogout();
            }}
            className="block w-full px-4 py-2 text-left text-sm font-medium text-red-700 hover:bg-red-50"
          >
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}

/** The navigation bar: links, the Courses dropdown (hover and focus), Login or the profile menu, the mobile menu. */
export function NavBar({ user, categories, courses }: { user: { name: string } | null; categories: NavCategory[]; courses: NavCourse[] }) {
  const pathname = usePathname();
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

  // A new page closes every menu.
  useEffect(() => {
    setDropdownOpen(false);
    setMobileOpen(false);
    setMobileCoursesOpen(false);
  }, [pathname]);

  const logout = async () => {
    setLoggingOut(true);
    try {
      const response = await fetch("/api/user/logout", { method: "POST" });
      if (!response.ok && response.status !== 401) throw new Error(`logout answered ${response.status}`);
      setConfirmLogout(false);
      router.push("/");
      router.refresh();
    } catch {
      notify("Something went wrong.", "error");
    } finally {
      setLoggingOut(false);
    }
  };

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow-lg">
        Skip to content
      </a>
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link href="/" className="flex shrink-0 items-center" aria-label="Stackwise Academy, home">
          {/* eslint-disable-next-line @next/next/no-img-element */}
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
                <div id={dropdownId} hidden={!dropdownOpen} className="absolute left-1/2 top-full z-50 w-[44rem] max-w-[90vw] -translate-x-1/2 pt-2">
                  <div className="rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-slate-200">
                    {dropdownLoading ? (
                      <div className="grid h-48 place-items-center">
                        <Spinner label="Loading courses…" />
                      </div>
                    ) : (
                      <CoursesMenu categories={categories} courses={courses} onNavigate={() => setDropdownOpen(false)} />
                    )}
                  </div>
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
          {user ? (
            <ProfileMenu name={user.name} onLogout={() => setConfirmLogout(true)} />
          ) : (
            <ButtonLink href="/auth/login" size="sm" className="px-5">
              Login
            </ButtonLink>
          )}
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
                  <div className="rounded-xl bg-slate-50 p-4">
                    {mobileCoursesLoading ? (
                      <div className="grid h-24 place-items-center">
                        <Spinner label="Loading courses…" />
                      </div>
                    ) : (
                      <CoursesMenu categories={categories} courses={courses} onNavigate={() => setMobileOpen(false)} />
                    )}
                  </div>
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
          {user ? (
            <ul className="space-y-1">
              <li className="px-3 pb-2 text-sm text-slate-600">
                Signed in as <span className="font-semibold text-slate-800">{user.name}</span>
              </li>
              {profileLinks.map((link) => (
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
          ) : (
            <ButtonLink href="/auth/login" className="w-full">
              Login
            </ButtonLink>
          )}
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
