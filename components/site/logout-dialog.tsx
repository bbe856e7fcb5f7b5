"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { logOut } from "@/components/auth/log-out";
import { ConfirmDialog } from "@/components/ui/dialog";
import { notify } from "@/components/ui/toaster";
import { LOGOUT_QUESTION } from "./nav-links";

/** "Are you sure you want to logout?": loaded when Logout is chosen (nav-session.tsx), open while mounted. */
export function LogoutDialog({ onCancel, onLoggedOut }: { onCancel: () => void; onLoggedOut: () => void }) {
  const router = useRouter();
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = async () => {
    setLoggingOut(true);
    const done = await logOut();
    setLoggingOut(false);
    if (!done) return notify("Something went wrong.", "error");
    onLoggedOut();
    onCancel();
    router.push("/");
    router.refresh();
  };
  return <ConfirmDialog open title="Logout" message={LOGOUT_QUESTION} confirmLabel="Logout" busy={loggingOut} onConfirm={logout} onCancel={onCancel} />;
}
