"use client";
import { useEffect } from "react";
import { LazyForm } from "@/components/ui/lazy-form";
import { clearLoggedIn } from "./client-session";
import { LoginFields } from "./login-fields";

const loadLoginForm = () => import("./login-form-live").then((module) => module.LoginFormLive);

/**
 * Email and password, as the page brings them: plain controls; the real form (react-hook-form, the schema, the
 * API calls) takes their place on first use, with what was typed (components/ui/lazy-form.tsx).
 */
export function LoginForm({ redirectTo }: { redirectTo: string }) {
  // The server shows this form only to a visitor without a valid session: signed out locally too.
  useEffect(() => clearLoggedIn(), []);
  return (
    <LazyForm load={loadLoginForm} props={{ redirectTo }}>
      <LoginFields form={{}} control={(name) => ({ name })} />
    </LazyForm>
  );
}
