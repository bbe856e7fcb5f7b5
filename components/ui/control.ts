import { cn } from "./cn";

// The look of every form control, shared by the client form kit and server-rendered forms (the search box).
export const control =
  "block w-full rounded-lg border bg-white px-3.5 text-[15px] text-ink placeholder:text-slate-500 shadow-sm transition-colors focus:outline-none focus-visible:border-brand-700 focus-visible:ring-2 focus-visible:ring-brand-700/30 [&:is(input,textarea):read-only]:bg-slate-100 [&:is(input,textarea):read-only]:text-slate-700 disabled:bg-slate-100";
export const border = (error?: string) => (error ? "border-red-600" : "border-slate-300");

/** Class names of a bare control, for composite fields that lay out several controls under one label. */
export function controlClasses(error?: string, className?: string): string {
  return cn(control, border(error), "h-11", className);
}
