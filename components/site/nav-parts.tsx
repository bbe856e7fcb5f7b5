"use client";
// The navigation bar's client pieces: the Courses menu's box and its opening delay, the profile menu, the auth slot.
import { lazy, Suspense, useEffect, useState, type ComponentProps } from "react";
import { Spinner } from "@/components/ui/spinner";
import { NAV_DROPDOWN_LOADING_MS, type NavCategory, type NavCourse } from "./nav-links";
import type { NavUser } from "./use-signed-in-user";

// The menus' content loads when one first opens: the Courses menu behind the spec's 1 s loading state
// (its code is fetched meanwhile), the profile menu once the visitor is known to be signed in.
let menuContent: Promise<typeof import("./nav-menu-content")> | undefined;
const loadMenuContent = () => (menuContent ??= import("./nav-menu-content"));
const LazyCoursesMenu = lazy(() => loadMenuContent().then((module) => ({ default: module.CoursesMenu })));
const LazyProfileMenu = lazy(() => loadMenuContent().then((module) => ({ default: module.ProfileMenu })));

/** Shows the 1 s loading state each time the dropdown opens, then its content. */
export function useOpeningDelay(open: boolean) {
  const [loading, setLoading] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setLoading(true);
  }
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => setLoading(false), NAV_DROPDOWN_LOADING_MS);
    return () => window.clearTimeout(timer);
  }, [open]);
  return loading;
}

/** The courses menu in its box, or the spec's loading state while the box has just opened (desktop and mobile). */
export function CoursesPanel({
  loading,
  className,
  spinnerClassName,
  ...menu
}: {
  loading: boolean;
  className: string;
  spinnerClassName: string;
  categories: NavCategory[];
  courses: NavCourse[];
  onNavigate: () => void;
}) {
  useEffect(() => void loadMenuContent(), []);
  const spinner = (
    <div className={spinnerClassName}>
      <Spinner label="Loading courses…" />
    </div>
  );
  return (
    <div className={className}>
      {loading ? (
        spinner
      ) : (
        <Suspense fallback={spinner}>
          <LazyCoursesMenu {...menu} />
        </Suspense>
      )}
    </div>
  );
}

/** The signed-in visitor's menu button, its placeholder while its code loads. */
export function ProfileMenu(props: ComponentProps<typeof LazyProfileMenu>) {
  return (
    <Suspense fallback={<ProfilePlaceholder />}>
      <LazyProfileMenu {...props} />
    </Suspense>
  );
}

/**
 * Login or the profile, on a page whose HTML is the same for every visitor. Until the browser knows who is
 * there both are in the page and the stylesheet shows one by the hint on <html> (app/globals.css), so neither
 * a signed-in nor a signed-out visitor sees the other's button flash; then only the right one is rendered.
 */
export function AuthSlot({
  user,
  signedIn,
  pending,
  signedOut,
}: {
  user: NavUser | undefined;
  signedIn: (user: NonNullable<NavUser>) => React.ReactNode;
  pending: React.ReactNode;
  signedOut: React.ReactNode;
}) {
  if (user) return signedIn(user);
  if (user === null) return signedOut;
  return (
    <>
      <div className="when-signed-in">{pending}</div>
      <div className="when-signed-out">{signedOut}</div>
    </>
  );
}

/** The profile button's shape while the account's name is on its way. */
export function ProfilePlaceholder({ wide = false }: { wide?: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={
        wide
          ? "h-10 w-full animate-pulse rounded-md bg-slate-100"
          : "flex h-10 w-36 animate-pulse items-center gap-2 rounded-full py-1 pl-1 pr-3 ring-1 ring-slate-200"
      }
    >
      {!wide && <span className="size-8 rounded-full bg-slate-200" />}
      {!wide && <span className="h-3 flex-1 rounded bg-slate-200" />}
    </div>
  );
}
