"use client";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { callRoute, messageOf, type RouteInput, type RouteKey } from "@/components/api/client";
import { useIdempotencyKey } from "@/components/api/use-idempotency-key";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { notify } from "@/components/ui/toaster";

/**
 * A button that asks first (destructive actions), then calls the staff API route it names; the server's answer
 * is shown as a toast (a refused delete says why) and the page refreshes, or `after` navigates away. The route
 * is data (key and input), so server pages can render it. `idempotent` (a route that records money) sends one
 * Idempotency-Key per confirmation, kept while the server could not be reached.
 */
export function ConfirmAction<K extends RouteKey>({
  label,
  title,
  message,
  confirmLabel,
  route,
  input,
  after,
  variant = "danger",
  size = "sm",
  idempotent = false,
  children,
}: {
  label: string;
  title: string;
  message: string;
  confirmLabel?: string;
  route: K;
  input: RouteInput<K>;
  after?: string;
  variant?: ButtonVariant;
  size?: "sm" | "md";
  idempotent?: boolean;
  children?: ReactNode;
}) {
  const router = useRouter();
  const submit = useIdempotencyKey();
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
          const answer = idempotent ? submit.answered(await callRoute(route, input, { idempotencyKey: submit.current() })) : await callRoute(route, input);
          setBusy(false);
          setOpen(false);
          notify(messageOf(answer, "Something went wrong."), answer.ok ? "success" : "error");
          if (answer.ok) {
            if (after) router.push(after);
            router.refresh();
          }
        }}
      />
    </>
  );
}
