"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { GENERIC_FAILURE } from "@/components/api/client";
import { logOut } from "@/components/auth/log-out";
import { ConfirmDialog } from "@/components/ui/dialog";
import { notify } from "@/components/ui/toaster";

/** Signs the staff member out (the server revokes the session), after the spec's question. */
export function SignOutButton() {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setAsking(true)}
        className="rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-200 ring-1 ring-white/30 hover:bg-white/10"
      >
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
          const done = await logOut();
          setBusy(false);
          if (!done) return notify(GENERIC_FAILURE, "error");
          router.replace("/auth/login");
          router.refresh();
        }}
      />
    </>
  );
}
