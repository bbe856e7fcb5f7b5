"use client";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { callRoute, type RouteInput, type RouteKey } from "@/components/api/client";
import { useApiAction } from "@/components/api/use-api-action";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";

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
  const [open, setOpen] = useState(false);
  const action = useApiAction((call) => callRoute(route, input, call), {
    idempotent,
    onSuccess: () => {
      if (after) router.push(after);
    },
  });
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
        busy={action.pending}
        onCancel={() => setOpen(false)}
        onConfirm={async () => {
          await action.run();
          setOpen(false);
        }}
      />
    </>
  );
}
