"use client";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/dialog";

/** Signs the staff member out (the server revokes the session), after the spec's question. */
export function SignOutButton() {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAsking(true)} className="rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-200 ring-1 ring-white/30 hover:bg-white/10">
        Log out
      </button>
      <ConfirmDialog
        open={asking}
        title="Log out"
        message="Are you sure you want to logout?"
        confirmLabel="Log out"
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          setBusy(true);
          await fetch("/api/user/logout", { method: "POST", credentials: "same-origin" }).catch(() => undefined);
          window.location.assign("/auth/login");
        }}
      />
    </>
  );
}
