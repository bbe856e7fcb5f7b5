"use client";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";

/** Renders its (server-rendered) children except under `prefix`, e.g. the staff console's own layout. */
export function HideUnder({ prefix, children }: { prefix: string; children: ReactNode }) {
  const pathname = usePathname();
  if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return null;
  return children;
}
