"use client";
import { useEffect, useState, type ComponentType } from "react";
import type { ToasterProps } from "sonner";

// One toast at a time: every notice reuses this id, so a new one replaces the earlier (spec §8).
const TOAST_ID = "app-notice";
export const TOAST_DURATION_MS = 10_000;

// sonner (about 14 kB gzip) loads with the first notice instead of with every page's first-load JavaScript: most
// visits never see one.
let sonner: Promise<typeof import("sonner")> | undefined;
const loadSonner = () => (sonner ??= import("sonner"));

/** Settles once a Toaster is on the page and listening, so the first notice is not shown to nobody. */
let listening: Promise<void> | undefined;
let nowListening: (() => void) | undefined;
let mount: (() => void) | undefined;

/** The app's toaster: bottom centre, 10 s. Rendered once, in the root layout; it loads on the first notice. */
export function AppToaster() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps>>();
  useEffect(() => {
    mount = () => void loadSonner().then((loaded) => setToaster(() => loaded.Toaster));
    // A notice asked for before this effect ran.
    if (listening) mount();
    return () => {
      mount = undefined;
    };
  }, []);
  useEffect(() => {
    // Children's effects run first: sonner's Toaster has subscribed to its store by now.
    if (Toaster) nowListening?.();
  }, [Toaster]);
  return Toaster ? <Toaster position="bottom-center" duration={TOAST_DURATION_MS} richColors closeButton toastOptions={{ className: "font-sans" }} /> : null;
}

function toasterListening(): Promise<void> {
  if (!listening) {
    listening = new Promise((resolve) => (nowListening = resolve));
    mount?.();
  }
  return listening;
}

/** Shows a toast that replaces any earlier one; `type` picks the colour. */
export function notify(message: string, type: "success" | "error" | "info" = "info") {
  void Promise.all([loadSonner(), toasterListening()]).then(([{ toast }]) => {
    const show = type === "success" ? toast.success : type === "error" ? toast.error : toast.info;
    show(message, { id: TOAST_ID, duration: TOAST_DURATION_MS });
  });
}
