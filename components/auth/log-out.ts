"use client";
import { clearLoggedIn } from "./client-session";

/** Ends the session (the server revokes it) and drops the login hint; false when the server could not be told. */
export async function logOut(): Promise<boolean> {
  try {
    const response = await fetch("/api/user/logout", { method: "POST", credentials: "same-origin" });
    // 401: the session had already ended, which is what was asked.
    if (!response.ok && response.status !== 401) return false;
  } catch {
    return false;
  }
  clearLoggedIn();
  return true;
}
