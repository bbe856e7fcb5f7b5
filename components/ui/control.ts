import { cn } from "./cn";

// The look of every form control (the `control` class of app/globals.css), shared by the client form kit and
// server-rendered forms (the search box).
export const control = "control";
export const border = (error?: string) => (error ? "border-red-600" : "border-slate-300");

/** Class names of a bare control, for composite fields that lay out several controls under one label. */
export function controlClasses(error?: string, className?: string): string {
  return cn(control, border(error), "h-11", className);
}
