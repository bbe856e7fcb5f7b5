"use client";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { api } from "@/components/api/client";
import { clearLoggedIn, loginUrlFor } from "@/components/auth/client-session";

/**
 * The spec's protected-route behaviour on the client: on every navigation the page scrolls smoothly to the top and
 * the session is checked again (GET /api/user/authVerify) behind the looping profile animation. A refused
 * check signs the visitor out locally and sends them to login with the location. The server has already
 * checked the session for this page; this catches a session revoked while the page stays open.
 */
export function SessionGuard({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const router = useRouter();
  // The page whose session check has passed; any other page is being checked.
  const [checkedPath, setCheckedPath] = useState<string>();
  const checking = checkedPath !== pathname;

  useEffect(() => {
    let cancelled = false;
    window.scrollTo({ top: 0, behavior: "smooth" });
    void (async () => {
      // Status 0 (offline, or the server is restarting) is not a verdict on the session: the server checks the next request.
      const { status } = await api.get("/api/user/authVerify", undefined, { on401: "quiet" });
      if (cancelled) return;
      if (status === 401 || status === 403) {
        clearLoggedIn();
        router.replace(loginUrlFor(`${window.location.pathname}${window.location.search}`));
        return;
      }
      setCheckedPath(pathname);
    })();
    return () => {
      cancelled = true;
    };
  }, [pathname, router]);

  return (
    <>
      {checking && (
        <div role="status" aria-live="polite" className="flex min-h-[50vh] flex-col items-center justify-center gap-3" data-testid="session-check">
          <img src="/images/illustrations/profile-loader.svg" alt="" width={120} height={120} />
          <p className="text-sm font-medium text-slate-600">Checking your session…</p>
        </div>
      )}
      {/* Kept mounted while hidden, so a re-check on navigation loses no state. */}
      <div hidden={checking}>{children}</div>
    </>
  );
}
