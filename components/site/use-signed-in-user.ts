"use client";
import { usePathname } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";
import { SIGNED_IN_ATTRIBUTE, SIGNED_IN_HINT } from "./signed-in-hint";

const hasHint = () => document.cookie.split("; ").includes(SIGNED_IN_HINT);

/** The account's name, and what decides its places in the menu (its role, whether it leads an organisation). */
export type NavUser = { name: string; role?: string; isLead?: boolean } | null;

// One answer for the whole page: the bar and the mobile menu each show the session (nav-session.tsx), and ask once.
let current: NavUser | undefined;
let verifiedPath: string | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
function settle(next: NavUser) {
  document.documentElement.toggleAttribute(SIGNED_IN_ATTRIBUTE, next !== null);
  current = next;
  for (const listener of listeners) listener();
}

/**
 * Who is signed in, for the navigation of pages that are the same cached bytes for every visitor: undefined
 * until known, then the account's name or null. Verified with the server (authVerify) on every navigation
 * while the hint says a session may exist (the spec's re-verification); no call at all, and no API client
 * loaded, for a visitor without one.
 */
export function useSignedInUser(): [NavUser | undefined, (user: NavUser) => void] {
  const pathname = usePathname();
  const user = useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );

  useEffect(() => {
    if (verifiedPath === pathname) return;
    verifiedPath = pathname;
    if (!hasHint()) {
      settle(null);
      return;
    }
    void import("@/components/api/client")
      .then(({ api }) => api.get("/api/user/authVerify", undefined, { on401: "quiet" }))
      .then((answer) => {
        // A later navigation asked again: its answer counts.
        if (verifiedPath !== pathname) return;
        // Status 0 (offline, a restart) is no verdict: keep what the page shows until the next navigation.
        if (answer.ok && answer.data) settle({ name: answer.data.name, role: answer.data.role, isLead: Boolean(answer.data.organizations?.length) });
        else if (answer.status === 401 || answer.status === 403) settle(null);
      })
      // The client's code could not be fetched (offline): no verdict either.
      .catch(() => undefined);
  }, [pathname]);

  return [user, settle];
}
