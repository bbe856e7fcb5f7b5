"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { GroupLegend } from "@/components/ui/legend";
import { dateTimeFormat } from "@/lib/intl-cache";
import { sessionsOf, weekdayOf, weekdays, type Weekday } from "@/lib/schedule/sessions";
import { datePattern, isTimeZone, timePattern } from "@/lib/validation/common";
import { trainingDatesProblem } from "@/lib/validation/trainings";
import { daysLabel } from "@/lib/schedule/sessions";
import { formatTrainingDate, formatTrainingTime, timeZoneLabel } from "./format";

export interface PatternDraft {
  startDate?: string;
  endDate?: string;
  startTime?: string;
  endTime?: string;
  timeZone?: string;
  days?: readonly string[] | string | false;
  skipDates?: readonly string[];
}

const SHOWN = 10;

/** The form's days as a list (one checked checkbox may come as a string, none as false). */
export function draftDays(days: PatternDraft["days"]): Weekday[] {
  const list = Array.isArray(days) ? days : typeof days === "string" ? [days] : [];
  return weekdays.filter((d) => list.includes(d));
}

/** The sessions the staff form would save, worked out in the browser before saving (the same pure sessionsOf). */
export function SessionPreview({ draft }: { draft: PatternDraft }) {
  const { startDate = "", endDate = "", startTime = "", endTime = "", timeZone = "" } = draft;
  const ready = datePattern.test(startDate) && datePattern.test(endDate) && timePattern.test(startTime) && timePattern.test(endTime) && isTimeZone(timeZone);
  const days = draftDays(draft.days);
  let body: React.ReactNode;
  if (!ready || trainingDatesProblem({ startDate, endDate })) {
    body = <p className="text-sm text-slate-600">Fill in the dates, times and time zone to see the sessions.</p>;
  } else {
    const sessions = sessionsOf({ startDate, endDate, startTime, endTime, timeZone, days, skipDates: draft.skipDates ?? [] });
    const zone = timeZoneLabel(timeZone, startDate);
    const weekday = dateTimeFormat("en-GB", { weekday: "short", timeZone: "UTC" });
    body =
      sessions.length === 0 ? (
        <p className="text-sm font-medium text-red-700">These dates, weekdays and skip dates leave no session.</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            <strong>
              {sessions.length} session{sessions.length === 1 ? "" : "s"}
            </strong>{" "}
            · {daysLabel(days)}, {formatTrainingTime(startTime)} – {formatTrainingTime(endTime)} {zone}
          </p>
          <ol className="mt-2 grid gap-1 text-sm text-slate-800 sm:grid-cols-2" aria-label="Sessions">
            {sessions.slice(0, SHOWN).map((s) => (
              <li key={s.date} className="rounded-md bg-slate-50 px-2.5 py-1.5 ring-1 ring-slate-200">
                <span className="font-semibold">{weekday.format(new Date(`${s.date}T12:00:00Z`))}</span> {formatTrainingDate(s.date)}
              </li>
            ))}
          </ol>
          {sessions.length > SHOWN && (
            <p className="mt-2 text-xs text-slate-600">
              … and {sessions.length - SHOWN} more, the last on {formatTrainingDate(sessions.at(-1)!.date)}.
            </p>
          )}
        </>
      );
  }
  return (
    <section aria-labelledby="session-preview-heading" aria-live="polite" className="rounded-lg border border-dashed border-brand-300 bg-brand-50/40 p-3">
      <h3 id="session-preview-heading" className="mb-2 text-sm font-bold text-ink">
        Sessions preview
      </h3>
      {body}
    </section>
  );
}

/** Dates without a session: pick one and add it; each listed with a remove button. */
export function SkipDatesField({
  value,
  onChange,
  error,
  min,
  max,
}: {
  value: readonly string[];
  onChange: (dates: string[]) => void;
  error?: string;
  min?: string;
  max?: string;
}) {
  const [picked, setPicked] = useState("");
  const add = () => {
    if (!datePattern.test(picked) || value.includes(picked)) return;
    onChange([...value, picked].sort());
    setPicked("");
  };
  return (
    <fieldset className="space-y-2">
      <GroupLegend>Skip dates</GroupLegend>
      <div className="flex gap-2">
        <input
          type="date"
          aria-label="Date to skip"
          value={picked}
          min={min}
          max={max}
          onChange={(e) => setPicked(e.target.value)}
          className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-sm"
        />
        <Button variant="outline" onClick={add} disabled={!picked}>
          Add date
        </Button>
      </div>
      {value.length === 0 ? (
        <p className="text-xs text-slate-600">No skipped dates: every chosen weekday between the dates has a session.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Skipped dates">
          {value.map((d) => (
            <li key={d} className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pl-3 pr-1 text-sm ring-1 ring-slate-300">
              {weekdayOf(d)} {formatTrainingDate(d)}
              <button
                type="button"
                onClick={() => onChange(value.filter((x) => x !== d))}
                className="grid size-6 place-items-center rounded-full text-slate-600 hover:bg-slate-200 hover:text-ink"
                aria-label={`Remove ${formatTrainingDate(d)}`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}
