"use client";
import { api } from "@/components/api/client";
import { clearLoggedIn } from "./client-session";

/** Ends the session (the server revokes it) and drops the login hint; false when the server could not be told. */
export async function logOut(): Promise<boolean> {
  const answer = await api.post("/api/user/logout", undefined, { on401: "quiet" });
  // 401: the session had already ended, which is what was asked.
  if (!answer.ok && answer.status !== 401) return false;
  clearLoggedIn();
  return true;
}
