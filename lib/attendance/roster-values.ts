// The cells of a meeting report that need reading rather than copying: how long someone stayed and when they joined
// or left, in whichever of the providers' ways of writing them. Pure: no database, no clock.
import { zonedTimeToUtc } from "../schedule/schedule";
import type { RosterContext } from "./roster-types";

/**
 * A duration in minutes: Zoom's whole minutes ("95"), Teams' "1h 35m 12s", Meet's "1 hr 35 min", or "01:35:12".
 * Undefined when there is none.
 */
export function parseDuration(value: string): number | undefined {
  const v = value.trim().toLowerCase();
  if (!v) return undefined;
  if (/^\d+(\.\d+)?$/.test(v)) return finite(Number(v));
  const clock = /^(\d+):(\d{2})(?::(\d{2}))?$/.exec(v);
  if (clock) return finite(Number(clock[1]) * 60 + Number(clock[2]) + Number(clock[3] ?? 0) / 60);
  // A number starts where no digit precedes it: tried from inside a run of digits, each pattern would rescan the rest of
  // the run at every position (quadratic), and a match found there would also have been found from the run's start.
  const h = /(?<!\d)(\d+(?:\.\d+)?)\s*(?:h|hr|hrs|hour|hours)\b/.exec(v);
  const m = /(?<!\d)(\d+(?:\.\d+)?)\s*(?:m|min|mins|minute|minutes)\b/.exec(v);
  const s = /(?<!\d)(\d+(?:\.\d+)?)\s*(?:s|sec|secs|second|seconds)\b/.exec(v);
  if (!h && !m && !s) return undefined;
  return finite(Number(h?.[1] ?? 0) * 60 + Number(m?.[1] ?? 0) + Number(s?.[1] ?? 0) / 60);
}

/** A run of hundreds of digits is no duration (it would be Infinity minutes). */
const finite = (minutes: number) => (Number.isFinite(minutes) ? minutes : undefined);

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A moment as the reports write it, read in the training's zone unless it names its own offset: ISO
 * ("2026-11-20 09:58:12", with or without Z), month first ("11/20/2026 09:58:12 AM", Teams' "11/20/26, 9:58:12 AM";
 * a first number above 12 is read as the day), or a time of day alone (Meet's "9:58 AM") on the session's date.
 */
export function parseMoment(value: string, context: RosterContext): Date | undefined {
  const v = value.trim();
  if (!v) return undefined;
  if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/i.test(v)) {
    const t = Date.parse(v);
    return Number.isNaN(t) ? undefined : new Date(t);
  }
  let date = context.sessionDate;
  let rest = v;
  const iso = /^(\d{4})-(\d{2})-(\d{2})[ T,]+(.*)$/.exec(v);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4}),?\s+(.*)$/.exec(v);
  if (iso) {
    date = `${iso[1]}-${iso[2]}-${iso[3]}`;
    rest = iso[4]!;
  } else if (us) {
    let [month, day] = [Number(us[1]), Number(us[2])];
    if (month > 12) [month, day] = [day, month];
    const year = us[3]!.length === 2 ? 2000 + Number(us[3]) : Number(us[3]);
    date = `${year}-${pad(month)}-${pad(day)}`;
    rest = us[4]!;
  }
  const time = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?$/i.exec(rest.trim());
  if (!time || !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) return undefined;
  let hour = Number(time[1]);
  const meridiem = time[4]?.toLowerCase().replace(/\./g, "");
  if (meridiem === "pm" && hour < 12) hour += 12;
  if (meridiem === "am" && hour === 12) hour = 0;
  if (hour > 23 || Number(time[2]) > 59) return undefined;
  const at = zonedTimeToUtc(date, `${pad(hour)}:${time[2]}`, context.timeZone);
  return new Date(at.getTime() + Number(time[3] ?? 0) * 1000);
}
