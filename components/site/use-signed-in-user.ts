"use client";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { api } from "@/components/api/client";
import { SIGNED_IN_ATTRIBUTE, SIGNED_IN_HINT } from "./signed-in-hint";

const hasHint = () => document.cookie.split("; ").includes(SIGNED_IN_HINT);

/** The account's name, and what decides its places in the menu (its role, whether it leads an organisation). */
export type NavUser = { name: string; role?: string; isLead?: boolean } | null;

/**
 * Who is signed in, for the navigation of pages that are the same cached bytes for every visitor: undefined
 * until known, then the account's name or null. Verified with the server (authVerify) on every navigation
 * while the hint says a session may exist (the spec's re-verification); no call at all for a visitor without one.
 */
export function useSignedInUser(): [NavUser | undefined, (user: NavUser) => void] {
  const pathname = usePathname();
  const [user, setUser] = useState<NavUser | undefined>(undefined);

  useEffect(() => {
    let cancelled = false;
    const settle = (found: NavUser) => {
      if (cancelled) return;
      document.documentElement.toggleAttribute(SIGNED_IN_ATTRIBUTE, found !== null);
      setUser(found);
    };
    if (!hasHint()) {
      settle(null);
      return;
    }
    void api.get("/api/user/authVerify", undefined, { on401: "quiet" }).then((answer) => {
      // Status 0 (offline, a restart) is no verdict: keep what the page shows until the next navigation.
      if (answer.ok && answer.data) settle({ name: answer.data.name, role: answer.data.role, isLead: Boolean(answer.data.organizations?.length) });
      else if (answer.status === 401 || answer.status === 403) settle(null);
    });
    return () => {
      cancelled = true;
    };
  }, [pathname]);

  return [
    user,
    (next) => {
      document.documentElement.toggleAttribute(SIGNED_IN_ATTRIBUTE, next !== null);
      setUser(next);
    },
  ];
}
