"use client";
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** The browser's own time zone (undefined while rendering on the server). */
export function useViewerTimeZone(): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => undefined,
  );
}
