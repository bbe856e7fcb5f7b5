"use client";
import { useEffect } from "react";
import { notify } from "./toaster";

/** Shows `message` as a toast once the page has loaded (e.g. the reason a redirect brought the visitor here). */
export function ToastOnMount({ message, type = "error" }: { message: string; type?: "success" | "error" | "info" }) {
  useEffect(() => {
    notify(message, type);
  }, [message, type]);
  return null;
}
