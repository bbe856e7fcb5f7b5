import { formatDateTime } from "@/components/admin/ui";
import type { EnquiryEvent, EnquiryOwner } from "@/lib/enquiries/types";

const kindLabels: Record<EnquiryEvent["kind"], string> = {
  created: "Received",
  status: "Stage",
  note: "Note",
  owner: "Owner",
  "follow-up": "Follow-up",
  quote: "Quote",
  booking: "Booking",
};

/** An enquiry's timeline, newest first: who did what, and when. */
export function EnquiryTimeline({ events, staff }: { events: EnquiryEvent[]; staff: EnquiryOwner[] }) {
  const names = new Map(staff.map((s) => [s.id, s.name]));
  if (events.length === 0) return <p className="text-sm text-slate-500">Nothing has happened yet.</p>;
  return (
    <ol aria-label="Timeline" className="relative space-y-4 border-l-2 border-slate-200 pl-4">
      {events.map((e, i) => (
        <li key={`${e.at.toISOString()}-${i}`} className="relative">
          <span aria-hidden="true" className="absolute -left-[1.41rem] top-1.5 size-2.5 rounded-full bg-brand-600 ring-4 ring-white" />
          <p className="text-xs text-slate-500">
            <span className="font-bold uppercase tracking-wide text-slate-600">{kindLabels[e.kind]}</span> · {formatDateTime(e.at)} ·{" "}
            {e.actorId ? (names.get(e.actorId) ?? "Staff") : e.kind === "created" ? "Visitor" : "System"}
          </p>
          <p className="mt-0.5 whitespace-pre-wrap break-words text-sm text-ink">{e.text || kindLabels[e.kind]}</p>
        </li>
      ))}
    </ol>
  );
}
