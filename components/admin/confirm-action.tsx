"use client";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { notify } from "@/components/ui/toaster";
import { adminRequest } from "./api";

/**
 * A button that asks first (destructive actions), then calls the staff API; the server's answer is shown
 * as a toast (a refused delete says why) and the page refreshes, or `after` navigates away.
 */
export function ConfirmAction({
  label,
  title,
  message,
  confirmLabel,
  method = "DELETE",
  url,
  body,
  after,
  variant = "danger",
  size = "sm",
  children,
}: {
  label: string;
  title: string;
  message: string;
  confirmLabel?: string;
  method?: "DELETE" | "PUT" | "POST";
  url: string;
  body?: unknown;
  after?: string;
  variant?: ButtonVariant;
  size?: "sm" | "md";
  children?: ReactNode;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} onClick={() => setOpen(true)} aria-label={label}>
        {children ?? label}
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        message={message}
        confirmLabel={confirmLabel ?? label}
        busy={busy}
        onCancel={() => setOpen(false)}
        onConfirm={async () => {
          setBusy(true);
          const answer = await adminRequest(method, url, body);
          setBusy(false);
          setOpen(false);
          notify(answer.message, answer.ok ? "success" : "error");
          if (answer.ok) {
            if (after) router.push(after);
            router.refresh();
          }
        }}
      />
    </>
  );
}
