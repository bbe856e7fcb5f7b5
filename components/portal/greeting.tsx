"use client";
import { useSyncExternalStore } from "react";
import { greetingFor } from "@/lib/validation/account";

/**
 * "Good Morning, Asha": the server renders it for DEFAULT_TIME_ZONE's hour, the browser corrects it to the
 * visitor's own clock after hydration.
 */
const noUpdates = () => () => {};

export function Greeting({ name, serverHour }: { name: string; serverHour: number }) {
  const hour = useSyncExternalStore(
    noUpdates,
    () => new Date().getHours(),
    () => serverHour,
  );
  const firstName = name.split(" ")[0] ?? name;
  return (
    <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
      {greetingFor(hour)}, {firstName}
    </h1>
  );
}
