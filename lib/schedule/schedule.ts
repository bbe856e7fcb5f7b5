// Pure wall-clock arithmetic in a training's own IANA time zone (no library: Intl knows every zone's offsets).
import { boundedMemo } from "../bounded-memo";
import { dateTimeFormat } from "../intl-cache";
import { dateInZone } from "./status";

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * The zone's offset from UTC, in minutes, at the given instant. Memoised by zone and second: Intl's formatToParts
 * costs about 20 µs, a batch's session list asks it four times a session on every rendering of every list that
 * shows the batch, and the same instants come back on every request.
 */
export const zoneOffsetMinutes = boundedMemo(
  200_000,
  (instant: Date, timeZone: string) => `${timeZone}|${Math.floor(instant.getTime() / 1000)}`,
  (instant: Date, timeZone: string) => computeOffsetMinutes(instant, timeZone),
);

function computeOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = dateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / MINUTE);
}

/**
 * The instant at which the wall-clock `date` `time` happens in `timeZone`, as RFC 5545 and Temporal's "compatible"
 * have it: a time the clock skips moves forward by the gap (read with the offset in force before the change), and a
 * time the clock shows twice is the earlier of the two instants. The offsets a day either side are the only ones
 * the wall-clock time can be read with (no zone changes its offset twice in a day).
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const before = zoneOffsetMinutes(new Date(wall - DAY), timeZone);
  const after = zoneOffsetMinutes(new Date(wall + DAY), timeZone);
  const readWith = (offset: number) => wall - offset * MINUTE;
  const holds = (offset: number) => zoneOffsetMinutes(new Date(readWith(offset)), timeZone) === offset;
  const candidates = [before, after].filter(holds).map(readWith);
  // No offset holds: the time falls in a gap, and reading it with the earlier offset lands after the gap.
  return new Date(candidates.length ? Math.min(...candidates) : readWith(before));
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from one calendar date to another (YYYY-MM-DD): negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export interface Schedule {
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  timeZone: string;
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** An instant as ISO 8601 in the zone's wall-clock with its real offset, e.g. "2026-05-02T10:00:00+05:30". */
export function isoInZone(instant: Date, timeZone: string): string {
  const offset = zoneOffsetMinutes(instant, timeZone);
  const local = new Date(Math.floor(instant.getTime() / 1000) * 1000 + offset * MINUTE).toISOString().slice(0, 19);
  const abs = Math.abs(offset);
  return `${local}${offset < 0 ? "-" : "+"}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * The first instant at which `date` has begun in `timeZone` (its wall-clock midnight; where a change of offset
 * skips midnight, the first instant of the day there is). Exact: every status and price that follows "today in the
 * training's zone" changes at such an instant, and the whole trainings list is kept until the next one
 * (lib/http/whole-list.ts), so a late answer would keep stale bytes. Memoised by date and zone.
 */
export const startOfDateInZone = boundedMemo(
  20_000,
  (date: string, timeZone: string) => `${timeZone}|${date}`,
  (date: string, timeZone: string): Date => {
    const dateAt = (ms: number) => dateInZone(new Date(ms), timeZone);
    const guess = zonedTimeToUtc(date, "00:00", timeZone).getTime();
    if (dateAt(guess) >= date && dateAt(guess - 1) < date) return new Date(guess);
    // A zone whose offset changes around midnight: the first millisecond on `date`, by bisection (a day either side).
    let [before, after] = [guess - 2 * 86_400_000, guess + 2 * 86_400_000];
    while (after - before > 1) {
      const mid = Math.floor((before + after) / 2);
      if (dateAt(mid) >= date) after = mid;
      else before = mid;
    }
    return new Date(after);
  },
);
