import Link from "next/link";
import { timeZoneLabel } from "@/lib/format";
import type { TrainerSession } from "@/lib/trainers/portal";
import { dateTimeFormat } from "@/lib/intl-cache";

const dayFormat = (timeZone: string) => dateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone });
const timeFormat = (timeZone: string) => dateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone });

/** One group of the trainer's sessions (this week, later, recent), times in the trainer's own zone. */
export function SessionList({
  title,
  sessions,
  timeZone,
  empty,
  past = false,
}: {
  title: string;
  sessions: TrainerSession[];
  timeZone: string;
  empty: string;
  past?: boolean;
}) {
  const id = `sessions-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {sessions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {sessions.map((s) => {
            const starts = new Date(s.startsAt);
            const ends = new Date(s.endsAt);
            return (
              <li
                key={`${s.trainingId}-${s.date}`}
                className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
                data-testid="trainer-session"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{s.courseTitle}</p>
                  <p className="text-sm text-slate-700">
                    <time dateTime={s.startsAt}>{dayFormat(timeZone).format(starts)}</time>, {timeFormat(timeZone).formatRange(starts, ends)}{" "}
                    {timeZoneLabel(timeZone, s.date)}
                  </p>
                  <p className="text-xs text-slate-500">
                    {s.learners} learner{s.learners === 1 ? "" : "s"}
                    {s.timeZone !== timeZone && ` · batch in ${s.timeZone}`}
                  </p>
                </div>
                <div className="flex shrink-0 flex-wrap gap-2">
                  {!past && s.meetingLink && (
                    <a
                      href={s.meetingLink}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
                      aria-label={`Open the meeting of ${s.courseTitle} on ${s.date}`}
                    >
                      Meeting link
                    </a>
                  )}
                  <Link
                    href={`/trainer/trainings/${s.trainingId}`}
                    className="rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
                    aria-label={`Attendance of ${s.courseTitle} from ${s.date}`}
                  >
                    Attendance
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
