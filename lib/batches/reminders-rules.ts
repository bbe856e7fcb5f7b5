// The pure rules of session reminders (sales-and-batches.md §3): which (session, offset) pairs are due at an
// instant, and the SMS quiet hours. No database, no clock: the job passes the instant in.
import { dateTimeFormat } from "../intl-cache";
import { addDays } from "../schedule/schedule";
import { sessionsOf, type Session, type SessionPattern } from "../schedule/sessions";

const MINUTE = 60_000;

/**
 * The catch-up window. The job runs every 30 seconds; a reminder is sent by the first run at or after its due time
 * (session start − offset), so normally within 30 s. A run that finds a reminder due up to 30 minutes ago (the
 * process was restarted, the worker was down, the clock jumped forward) still sends it, as long as the session has
 * not started; one due longer ago is dropped: "your class starts in 1 hour" an hour late is noise. A clock that
 * jumps back never sends twice: the unique key of reminder_deliveries says what went out.
 */
export const CATCH_UP_MINUTES = 30;

/** No SMS from 21:00 (inclusive) to 08:00 (exclusive), wall-clock time in the training's zone. */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;

/** True when `instant` falls in the SMS quiet hours of `timeZone` (21:00 ≤ local time < 08:00). */
export function isQuietHour(instant: Date, timeZone: string): boolean {
  const hour = Number(dateTimeFormat("en-US", { timeZone, hourCycle: "h23", hour: "2-digit" }).format(instant));
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}

export interface DueReminder {
  session: Session;
  offsetMinutes: number;
  /** session start − offset */
  dueAt: Date;
}

/**
 * The (session, offset) pairs due at `at`: due time in (at − CATCH_UP_MINUTES, at], session not started yet.
 * Only the dates that can hold one are expanded (at most the largest offset ahead), so a long batch costs nothing.
 */
export function dueReminders(pattern: SessionPattern, offsets: readonly number[], at: Date): DueReminder[] {
  const valid = [...new Set(offsets)].filter((n) => Number.isInteger(n) && n > 0);
  if (valid.length === 0) return [];
  const atMs = at.getTime();
  const today = at.toISOString().slice(0, 10);
  // Two days either side covers every zone's offset from UTC and sessions that run past midnight.
  const from = addDays(today, -2);
  const to = addDays(today, Math.ceil(Math.max(...valid) / 1440) + 2);
  if (pattern.endDate < from || pattern.startDate > to) return [];
  const window = { ...pattern, startDate: pattern.startDate > from ? pattern.startDate : from, endDate: pattern.endDate < to ? pattern.endDate : to };
  const due: DueReminder[] = [];
  for (const session of sessionsOf(window)) {
    const starts = session.startsAt.getTime();
    if (starts <= atMs) continue;
    for (const offsetMinutes of valid) {
      const dueAt = starts - offsetMinutes * MINUTE;
      if (dueAt <= atMs && dueAt > atMs - CATCH_UP_MINUTES * MINUTE) due.push({ session, offsetMinutes, dueAt: new Date(dueAt) });
    }
  }
  return due;
}
