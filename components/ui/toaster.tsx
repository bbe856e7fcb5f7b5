"use client";
import { toast, Toaster } from "sonner";

// One toast at a time: every notice reuses this id, so a new one replaces the earlier (spec §8).
const TOAST_ID = "app-notice";
export const TOAST_DURATION_MS = 10_000;

/** The app's toaster: bottom centre, 10 s. Rendered once, in the root layout. */
export function AppToaster() {
  return <Toaster position="bottom-center" duration={TOAST_DURATION_MS} richColors closeButton toastOptions={{ className: "font-sans" }} />;
}

/** Shows a toast that replaces any earlier one; `type` picks the colour. */
export function notify(message: string, type: "success" | "error" | "info" = "info") {
  const show = type === "success" ? toast.success : type === "error" ? toast.error : toast.info;
  show(message, { id: TOAST_ID, duration: TOAST_DURATION_MS });
}
