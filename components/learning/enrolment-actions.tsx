"use client";
import { cn } from "@/components/ui/cn";
import { googleCalendarUrl, outlookCalendarUrl } from "@/lib/learning/calendar-links";
import type { EnrolmentItem } from "./types";
import { siteConfig } from "@/lib/site-config";

/**
 * Join: prominent while the server says the window is open (15 minutes before a session until it ends). It goes
 * through /join/{trainingId}, which records attendance and redirects to the meeting link.
 */
export function JoinLink({ enrolment }: { enrolment: EnrolmentItem }) {
  const link = enrolment.training.meetingLink;
  if (!enrolment.isActive || !link) return <span className="text-sm text-slate-500">—</span>;
  const open = enrolment.join.isOpen;
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <a
        href={`/join/${enrolment.training.id}`}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(
          "inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap",
          open ? "bg-green-700 text-white shadow-sm hover:bg-green-800" : "border border-brand-700 text-brand-700 hover:bg-brand-50",
        )}
        title={
          open ? "The session is open: join now" : enrolment.join.opensAt ? `Opens ${new Date(enrolment.join.opensAt).toLocaleString("en-GB")}` : undefined
        }
      >
        {open ? "Join now" : "Join"}
        <span className="sr-only"> {enrolment.training.course.title} (opens in a new tab)</span>
      </a>
      {/* The link itself stays in view (sales-and-batches.md §4); Join is the way that records attendance. */}
      <a href={link} target="_blank" rel="noopener noreferrer" title={link} className="max-w-48 truncate text-xs text-slate-600 underline hover:text-brand-700">
        <span className="sr-only">Meeting link: </span>
        {link.replace(/^https?:\/\//, "")}
      </a>
    </span>
  );
}

/** Add to calendar: an .ics download of this training, or Google Calendar / Outlook. */
export function AddToCalendar({ enrolment }: { enrolment: EnrolmentItem }) {
  const t = enrolment.training;
  if (!enrolment.isActive || t.status === "Cancelled" || t.status === "Completed") return null;
  const input = {
    title: `${t.course.title} (live training)`,
    details: `Live instructor-led training by ${siteConfig.name}.${t.meetingLink ? ` Join: ${t.meetingLink}` : ""}`,
    location: t.meetingLink,
    startDate: t.startDate,
    endDate: t.endDate,
    startTime: t.startTime,
    endTime: t.endTime,
    timeZone: t.timeZone,
  };
  const item = "block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100";
  return (
    <details className="group relative">
      <summary className="inline-flex h-9 cursor-pointer list-none items-center rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
        Add to calendar
      </summary>
      <div className="absolute right-0 z-20 mt-1 w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg">
        <a className={item} href={`/api/calendar/training/${t.id}`} download>
          Download .ics file
        </a>
        <a className={item} href={googleCalendarUrl(input)} target="_blank" rel="noopener noreferrer">
          Google Calendar
        </a>
        <a className={item} href={outlookCalendarUrl(input)} target="_blank" rel="noopener noreferrer">
          Outlook
        </a>
      </div>
    </details>
  );
}

export function LiveBadge() {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-red-600 px-2.5 py-0.5 text-xs font-bold tracking-wide text-white">
      <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-white motion-reduce:animate-none" />
      LIVE
    </span>
  );
}
