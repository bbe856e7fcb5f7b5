// Pure schedule arithmetic in a training's own IANA time zone (no library: Intl knows every zone's offsets).
import { dateTimeFormat } from "../intl-cache";

const MINUTE = 60_000;
export const JOIN_OPENS_BEFORE_MINUTES = 15;

/** The zone's offset from UTC, in minutes, at the given instant. */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
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

/** The instant at which the wall-clock `date` `time` happens in `timeZone` (a gap in the clock moves forward). */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const first = wall - zoneOffsetMinutes(new Date(wall), timeZone) * MINUTE;
  const second = wall - zoneOffsetMinutes(new Date(first), timeZone) * MINUTE;
  return new Date(second);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export interface Schedule {
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  timeZone: string;
}

/** One day's session; a session whose end time is not after its start time ends the next day. */
export function sessionOn(schedule: Schedule, date: string): { start: Date; end: Date } {
  const start = zonedTimeToUtc(date, schedule.startTime, schedule.timeZone);
  const endDate = schedule.endTime > schedule.startTime ? date : addDays(date, 1);
  return { start, end: zonedTimeToUtc(endDate, schedule.endTime, schedule.timeZone) };
}

/** Every session date from the start date through the end date. */
export function sessionDates(schedule: Pick<Schedule, "startDate" | "endDate">): string[] {
  const dates: string[] = [];
  for (let d = schedule.startDate; d <= schedule.endDate && dates.length < 1000; d = addDays(d, 1)) dates.push(d);
  return dates;
}

/** The session running now or the next one to come; undefined once the last has ended. */
export function currentOrNextSession(schedule: Schedule, now: Date): { start: Date; end: Date } | undefined {
  const today = dateTimeFormat("en-CA", { timeZone: schedule.timeZone }).format(now);
  const from = addDays(today, -1) > schedule.startDate ? addDays(today, -1) : schedule.startDate;
  for (let d = from; d <= schedule.endDate; d = addDays(d, 1)) {
    const session = sessionOn(schedule, d);
    if (session.end > now) return session;
  }
  return undefined;
}

/** Join opens 15 minutes before a session starts and closes when it ends. */
export function joinWindow(schedule: Schedule, now: Date): { isOpen: boolean; opensAt?: string; closesAt?: string } {
  const session = currentOrNextSession(schedule, now);
  if (!session) return { isOpen: false };
  const opens = new Date(session.start.getTime() - JOIN_OPENS_BEFORE_MINUTES * MINUTE);
  return { isOpen: now >= opens && now < session.end, opensAt: opens.toISOString(), closesAt: session.end.toISOString() };
}
