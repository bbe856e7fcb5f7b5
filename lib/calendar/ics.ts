// RFC 5545 iCalendar output: a training's sessions as one event repeating at a wall-clock time in a named zone
// (RRULE with BYDAY for its weekdays, EXDATE for its skip dates), with the VTIMEZONE definitions calendar clients
// need (derived from Intl, so every IANA zone works).
import { addDays, zoneOffsetMinutes } from "../schedule/schedule";
import { sessionsOf, weekdays, weekdayOf, type Weekday } from "../schedule/sessions";
import { siteConfig } from "../site-config";

export interface CalendarEvent {
  uid: string;
  sequence: number;
  summary: string;
  description: string;
  url?: string;
  location?: string;
  timeZone: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  /** The weekdays sessions run on (all seven when absent or empty). */
  days?: readonly Weekday[];
  /** Dates without a session. */
  skipDates?: readonly string[];
  cancelled: boolean;
}

const CRLF = "\r\n";

export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 sequence. */
export function foldLine(line: string): string {
  const bytes = new TextEncoder();
  if (bytes.encode(line).length <= 75) return line;
  const out: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const n = bytes.encode(char).length;
    const limit = out.length === 0 ? 75 : 74;
    if (size + n > limit) {
      out.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += n;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

const compactDate = (date: string) => date.replaceAll("-", "");
const compactTime = (time: string) => `${time.replace(":", "")}00`;
const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}${String(abs % 60).padStart(2, "0")}`;
}

/** Local wall-clock (YYYYMMDDTHHMMSS) of an instant at a fixed offset. */
function localStamp(instant: number, offsetMinutes: number): string {
  return utcStamp(new Date(instant + offsetMinutes * 60_000)).replace(/Z$/, "");
}

/** The instants at which the zone's offset changes between two instants (found weekly, then to the minute). */
function transitions(timeZone: string, from: number, to: number): { at: number; before: number; after: number }[] {
  const found: { at: number; before: number; after: number }[] = [];
  const week = 7 * 86_400_000;
  let t = from;
  let offset = zoneOffsetMinutes(new Date(t), timeZone);
  while (t < to) {
    const next = Math.min(t + week, to);
    const nextOffset = zoneOffsetMinutes(new Date(next), timeZone);
    if (nextOffset !== offset) {
      let lo = t;
      let hi = next;
      while (hi - lo > 60_000) {
        const mid = lo + Math.floor((hi - lo) / 2 / 60_000) * 60_000;
        if (zoneOffsetMinutes(new Date(mid), timeZone) === offset) lo = mid;
        else hi = mid;
      }
      found.push({ at: hi, before: offset, after: nextOffset });
      offset = nextOffset;
    }
    t = next;
  }
  return found;
}

/** A VTIMEZONE covering the given years (one observance per transition, plus the offset in force at the start). */
export function vtimezone(timeZone: string, fromYear: number, toYear: number): string[] {
  const from = Date.UTC(fromYear, 0, 1);
  const to = Date.UTC(toYear + 1, 0, 1);
  const initial = zoneOffsetMinutes(new Date(from), timeZone);
  const changes = transitions(timeZone, from, to);
  const lines = ["BEGIN:VTIMEZONE", `TZID:${timeZone}`];
  const observance = (kind: "STANDARD" | "DAYLIGHT", start: string, fromOffset: number, toOffset: number) =>
    lines.push(`BEGIN:${kind}`, `DTSTART:${start}`, `TZOFFSETFROM:${formatOffset(fromOffset)}`, `TZOFFSETTO:${formatOffset(toOffset)}`, `END:${kind}`);
  const maxOffset = Math.max(initial, ...changes.map((c) => c.after));
  const minOffset = Math.min(initial, ...changes.map((c) => c.after));
  const kindOf = (offset: number) => (maxOffset !== minOffset && offset === maxOffset ? "DAYLIGHT" : "STANDARD");
  observance(kindOf(initial), localStamp(from, initial), initial, initial);
  for (const change of changes) observance(kindOf(change.after), localStamp(change.at, change.before), change.before, change.after);
  lines.push("END:VTIMEZONE");
  return lines;
}

const icalDay: Record<Weekday, string> = { Mon: "MO", Tue: "TU", Wed: "WE", Thu: "TH", Fri: "FR", Sat: "SA", Sun: "SU" };

/** The event's lines from DTSTART to the recurrence: the first session, repeated daily on its weekdays until the last, minus skip dates. */
function recurrenceLines(e: CalendarEvent): string[] {
  const sessions = sessionsOf(e);
  const first = sessions[0]?.date ?? e.startDate;
  const last = sessions.at(-1);
  const endDate = e.endTime > e.startTime ? first : addDays(first, 1);
  const at = (date: string) => `${compactDate(date)}T${compactTime(e.startTime)}`;
  const lines = [`DTSTART;TZID=${e.timeZone}:${at(first)}`, `DTEND;TZID=${e.timeZone}:${compactDate(endDate)}T${compactTime(e.endTime)}`];
  if (!last || sessions.length < 2) return lines;
  const days = new Set(e.days?.length ? e.days : weekdays);
  // UNTIL (UTC, as RFC 5545 wants with a zoned DTSTART) at the last session's end: after its start, before the next day's.
  const byDay =
    days.size < 7
      ? `;BYDAY=${weekdays
          .filter((d) => days.has(d))
          .map((d) => icalDay[d])
          .join(",")}`
      : "";
  lines.push(`RRULE:FREQ=DAILY;UNTIL=${utcStamp(last.endsAt)}${byDay}`);
  const skipped = [...new Set(e.skipDates ?? [])].filter((d) => d > first && d < last.date && days.has(weekdayOf(d))).sort();
  if (skipped.length) lines.push(`EXDATE;TZID=${e.timeZone}:${skipped.map(at).join(",")}`);
  return lines;
}

/** A whole VCALENDAR document (METHOD:CANCEL for the notice of a cancelled training, REQUEST for an update). */
export function buildCalendar(options: { name: string; events: CalendarEvent[]; now?: Date; method?: "PUBLISH" | "REQUEST" | "CANCEL" }): string {
  const now = options.now ?? new Date();
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${siteConfig.name}//Training Portal//EN`,
    "CALSCALE:GREGORIAN",
    `METHOD:${options.method ?? "PUBLISH"}`,
    `X-WR-CALNAME:${escapeText(options.name)}`,
  ];
  const zones = new Map<string, { from: number; to: number }>();
  for (const e of options.events) {
    const startYear = Number(e.startDate.slice(0, 4));
    const endYear = Number(addDays(e.endDate, 1).slice(0, 4));
    const known = zones.get(e.timeZone);
    zones.set(e.timeZone, { from: Math.min(known?.from ?? startYear, startYear), to: Math.max(known?.to ?? endYear, endYear) });
  }
  for (const [zone, years] of zones) lines.push(...vtimezone(zone, years.from, years.to));
  for (const e of options.events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${e.uid}`,
      `DTSTAMP:${utcStamp(now)}`,
      `SEQUENCE:${e.sequence}`,
      ...recurrenceLines(e),
      `SUMMARY:${escapeText(e.summary)}`,
      `DESCRIPTION:${escapeText(e.description)}`,
      ...(e.url ? [`URL:${e.url}`] : []),
      ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
      `STATUS:${e.cancelled || options.method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join(CRLF) + CRLF;
}
