import type { ReactNode } from "react";
import type { EnquiryStatus } from "@/lib/validation/enquiries";
import { Pill } from "@/components/ui/pill";
import { dateTimeFormat } from "@/lib/intl-cache";

const stageColours: Record<EnquiryStatus, string> = {
  new: "bg-amber-100 text-amber-900 ring-amber-300",
  contacted: "bg-blue-100 text-blue-800 ring-blue-300",
  quoted: "bg-violet-100 text-violet-800 ring-violet-300",
  won: "bg-green-100 text-green-800 ring-green-300",
  lost: "bg-slate-200 text-slate-700 ring-slate-300",
};

/** An enquiry's stage as a small coloured pill. */
export function StagePill({ status, children }: { status: EnquiryStatus; children: ReactNode }) {
  return <Pill tone={stageColours[status]}>{children}</Pill>;
}

/** The top border colour of a stage's column on the board. */
export const stageAccent: Record<EnquiryStatus, string> = {
  new: "border-t-amber-400",
  contacted: "border-t-blue-500",
  quoted: "border-t-violet-500",
  won: "border-t-green-600",
  lost: "border-t-slate-400",
};

/** A follow-up date as "12 May 2026", marked when it is due (today or earlier). */
export function FollowUpDate({ date, today }: { date: string | null; today: string }) {
  if (!date) return <span className="text-slate-400">—</span>;
  const label = dateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
  const due = date <= today;
  return (
    <time dateTime={date} className={due ? "font-semibold text-red-700" : "text-slate-700"}>
      {label}
      {due && <span className="sr-only"> (due)</span>}
    </time>
  );
}
