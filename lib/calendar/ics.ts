// RFC 5545 iCalendar output: events that repeat daily at a wall-clock time in a named zone, with the
// VTIMEZONE definitions calendar clients need (derived from Intl, so every IANA zone works).
import { addDays, zoneOffsetMinutes } from "../trainings/schedule";

export interface CalendarEvent {
  uid: string;
  sequence: number;
  summary: string;
  description: string;
  url?: string;
  location?: string;
  timeZone: string;
  startDate: string;
  startTime: string;
  endTime: string;
  /** How many daily sessions, from startDate. */
  days: number;
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
const utcStamp = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

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

/** A whole VCALENDAR document. */
export function buildCalendar(options: { name: string; events: CalendarEvent[]; now?: Date; method?: "PUBLISH" }): string {
  const now = options.now ?? new Date();
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Stackwise Academy//Training Portal//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${options.method ?? "PUBLISH"}`,
    `X-WR-CALNAME:${escapeText(options.name)}`,
  ];
  const zones = new Map<string, { from: number; to: number }>();
  for (const e of options.events) {
    const startYear = Number(e.startDate.slice(0, 4));
    const endYear = Number(addDays(e.startDate, e.days).slice(0, 4));
    const known = zones.get(e.timeZone);
    zones.set(e.timeZone, { from: Math.min(known?.from ?? startYear, startYear), to: Math.max(known?.to ?? endYear, endYear) });
  }
  for (const [zone, years] of zones) lines.push(...vtimezone(zone, years.from, years.to));
  for (const e of options.events) {
    const endDate = e.endTime > e.startTime ? e.startDate : addDays(e.startDate, 1);
    lines.push(
      "BEGIN:VEVENT",
      `UID:${e.uid}`,
      `DTSTAMP:${utcStamp(now)}`,
      `SEQUENCE:${e.sequence}`,
      `DTSTART;TZID=${e.timeZone}:${compactDate(e.startDate)}T${compactTime(e.startTime)}`,
      `DTEND;TZID=${e.timeZone}:${compactDate(endDate)}T${compactTime(e.endTime)}`,
      ...(e.days > 1 ? [`RRULE:FREQ=DAILY;COUNT=${e.days}`] : []),
      `SUMMARY:${escapeText(e.summary)}`,
      `DESCRIPTION:${escapeText(e.description)}`,
      ...(e.url ? [`URL:${e.url}`] : []),
      ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
      `STATUS:${e.cancelled ? "CANCELLED" : "CONFIRMED"}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join(CRLF) + CRLF;
}
