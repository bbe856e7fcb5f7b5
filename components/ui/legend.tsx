import type { ReactNode } from "react";

/** The star after a required field's label; screen readers hear aria-required on the control instead. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}

/** The label of a group of controls (a phone number's two parts, a choice of radio buttons). */
export function GroupLegend({ children, required }: { children: ReactNode; required?: boolean }) {
  return (
    <legend className="text-sm font-semibold text-slate-800">
      {children}
      {required && <RequiredMark />}
    </legend>
  );
}
