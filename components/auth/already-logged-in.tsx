"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { Spinner } from "@/components/ui/spinner";
import { notify } from "@/components/ui/toaster";
import { markLoggedIn } from "./client-session";

/**
 * The login page for a visitor who is signed in: the spec's notice (`message`, handed over by the server: the
 * account rules would bring the country table into the page's JavaScript), then /account.
 */
export function AlreadyLoggedIn({ message }: { message: string }) {
  const router = useRouter();
  useEffect(() => {
    markLoggedIn();
    notify(message, "info");
    router.replace("/account");
  }, [router, message]);
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
      <Spinner label="" />
      <p className="font-medium text-slate-700">{message}</p>
    </div>
  );
}
