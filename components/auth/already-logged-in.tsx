"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { Spinner } from "@/components/ui/spinner";
import { notify } from "@/components/ui/toaster";
import { accountMessages } from "@/lib/validation/account-rules";
import { markLoggedIn } from "./client-session";

/** The login page for a visitor who is signed in: the spec's notice, then /account. */
export function AlreadyLoggedIn() {
  const router = useRouter();
  useEffect(() => {
    markLoggedIn();
    notify(accountMessages.alreadyLoggedIn, "info");
    router.replace("/account");
  }, [router]);
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
      <Spinner label="" />
      <p className="font-medium text-slate-700">{accountMessages.alreadyLoggedIn}</p>
    </div>
  );
}
