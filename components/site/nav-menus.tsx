"use client";
// The navigation's menus: their links are server HTML (site-header.tsx); these small islands open and
// close them. The Courses dropdown and the mobile menu's course list draw their content (the leading categories
// and the newest courses, given as data) only while open, after the spec's 1 s loading state.
import { IntentLink } from "@/components/ui/intent-link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState, useSyncExternalStore, type ComponentProps, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { isActive, type NavCategory, type NavCourse } from "./nav-links";
import { CoursesPanel, useOpeningDelay } from "./nav-parts";

/** A link of the navigation, marked as the current page (aria-current, which its classes style) while it is. */
export function NavLink({ href, ...props }: ComponentProps<typeof IntentLink> & { href: string }) {
  const pathname = usePathname();
  return <IntentLink href={href} aria-current={isActive(pathname, href) ? "page" : undefined} {...props} />;
}

const chevron = "M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z";

/** The bar's Courses link and its dropdown: opens on hover and focus, Escape closes it and returns to the link. */
export function CoursesDropdown({ href, label, categories, courses }: { href: string; label: string; categories: NavCategory[]; courses: NavCourse[] }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const loading = useOpeningDelay(open);
  const id = useId();
  const linkRef = useRef<HTMLAnchorElement>(null);
  // A new page closes it (set while rendering, React's way to reset state on a prop change).
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }
  const active = isActive(pathname, href);
  return (
    <li
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          linkRef.current?.focus();
        }
      }}
    >
      <IntentLink
        ref={linkRef}
        href={href}
        aria-expanded={open}
        aria-controls={id}
        aria-current={active ? "page" : undefined}
        className={cn(
          "flex items-center gap-1 rounded-md px-3 py-2 text-[15px] font-semibold transition-colors",
          active ? "text-brand-700" : "text-slate-700 hover:text-brand-700",
        )}
      >
        {label}
        <svg aria-hidden="true" viewBox="0 0 20 20" className={cn("size-4 transition-transform", open && "rotate-180")} fill="currentColor">
          <path d={chevron} />
        </svg>
      </IntentLink>
      {/* Drawn only while open: closed, it was 5 KB of every page's HTML that nobody sees. */}
      <div id={id} hidden={!open} className="absolute left-1/2 top-full z-50 w-[44rem] max-w-[90vw] -translate-x-1/2 pt-2">
        {open && (
          <CoursesPanel
            loading={loading}
            className="rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-slate-200"
            spinnerClassName="grid h-48 place-items-center"
            categories={categories}
            courses={courses}
            onNavigate={() => setOpen(false)}
          />
        )}
      </div>
    </li>
  );
}

// The mobile menu's open state, shared by its button (in the bar) and its panel (under the bar).
let mobileOpen = false;
const mobileListeners = new Set<() => void>();
const subscribeMobile = (listener: () => void) => {
  mobileListeners.add(listener);
  return () => mobileListeners.delete(listener);
};
function setMobileOpen(open: boolean) {
  if (open === mobileOpen) return;
  mobileOpen = open;
  for (const listener of mobileListeners) listener();
}
const useMobileOpen = () =>
  useSyncExternalStore(
    subscribeMobile,
    () => mobileOpen,
    () => false,
  );

/** The phone layout's menu button. */
export function MobileMenuButton({ controls }: { controls: string }) {
  const open = useMobileOpen();
  return (
    <button
      type="button"
      className="grid size-11 place-items-center rounded-lg text-slate-800 ring-1 ring-slate-300 nav:hidden"
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => setMobileOpen(!open)}
    >
      <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
      {open ? (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      ) : (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      )}
    </button>
  );
}

/** The phone layout's menu (its content is server HTML): shown while open, closed by a new page. */
export function MobileMenuPanel({ id, children }: { id: string; children: ReactNode }) {
  const open = useMobileOpen();
  const pathname = usePathname();
  useEffect(() => setMobileOpen(false), [pathname]);
  return (
    <div id={id} hidden={!open} className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 pt-2 nav:hidden">
      {children}
    </div>
  );
}

/** The mobile menu's Courses entry: the link, and a button that lists the categories and courses under it. */
export function MobileCourses({ href, label, categories, courses }: { href: string; label: string; categories: NavCategory[]; courses: NavCourse[] }) {
  const [open, setOpen] = useState(false);
  const loading = useOpeningDelay(open);
  const pathname = usePathname();
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }
  return (
    <li>
      <div className="flex items-center justify-between">
        <IntentLink href={href} className="nav-link-mobile flex-1" aria-current={isActive(pathname, href) ? "page" : undefined}>
          {label}
        </IntentLink>
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((v) => !v)}
          className="grid size-11 place-items-center rounded-md text-slate-700 hover:bg-slate-100"
        >
          <span className="sr-only">Course categories and courses</span>
          <svg aria-hidden="true" viewBox="0 0 20 20" className={cn("size-5 transition-transform", open && "rotate-180")} fill="currentColor">
            <path d={chevron} />
          </svg>
        </button>
      </div>
      {open && (
        <CoursesPanel
          loading={loading}
          className="rounded-xl bg-slate-50 p-4"
          spinnerClassName="grid h-24 place-items-center"
          categories={categories}
          courses={courses}
          onNavigate={() => setMobileOpen(false)}
        />
      )}
    </li>
  );
}
