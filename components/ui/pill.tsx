import type { ComponentProps } from "react";
import { cn } from "./cn";

/**
 * A small coloured status pill. `tone` is its colours, taken from the record's own table of them (a booking's,
 * a quote's, an enquiry stage's: background, text and ring classes).
 */
export function Pill({ tone, className, ...props }: ComponentProps<"span"> & { tone: string }) {
  return <span className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1", tone, className)} {...props} />;
}
