// A training's sessions (sales-and-batches.md §3): each date from the start date to the end date that falls on one
// of its weekdays and is not a skip date, from the start time to the end time in the training's own zone. The
// status, the LIVE badge, the Join window, the schedule text and the calendar all follow this list. Pure: shared
// by server and browser code.
import { boundedMemo } from "../bounded-memo";
import { addDays, isoInZone, startOfDateInZone, zonedTimeToUtc, type Schedule } from "./schedule";
import { dateInZone, type TrainingStatus } from "./status";

export const weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
export type Weekday = (typeof weekdays)[number];

export interface SessionPattern extends Schedule {
  /** The weekdays sessions run on (all seven when empty or absent). */
  days?: readonly Weekday[];
  /** Dates (YYYY-MM-DD) without a session. */
  skipDates?: readonly string[];
}

export interface Session {
  /** The session's date in the training's zone. */
  date: string;
  startsAt: Date;
  endsAt: Date;
}

/** A training runs at most this many days (the staff form refuses longer), so a list is always bounded. */
export const MAX_SESSION_DAYS = 1000;
const MINUTE = 60_000;
export const JOIN_OPENS_BEFORE_MINUTES = 15;

/** The weekday of a calendar date (no zone involved: a date is a date). */
export function weekdayOf(date: string): Weekday {
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekdays[(sundayFirst + 6) % 7]!;
}

const runsOn = (pattern: SessionPattern) => {
  const days = pattern.days?.length ? new Set(pattern.days) : undefined;
  const skip = new Set(pattern.skipDates ?? []);
  return (date: string) => (!days || days.has(weekdayOf(date))) && !skip.has(date);
};

/** One date's session; a session whose end time is not after its start time ends the next day. */
export function sessionOn(pattern: Schedule, date: string): Session {
  const startsAt = zonedTimeToUtc(date, pattern.startTime, pattern.timeZone);
  const endDate = pattern.endTime > pattern.startTime ? date : addDays(date, 1);
  return { date, startsAt, endsAt: zonedTimeToUtc(endDate, pattern.endTime, pattern.timeZone) };
}

/**
 * Every session, in order. Memoised by pattern: every list, page and answer that shows a batch asks for its
 * sessions on every rendering; the list only changes when staff change the pattern (a new key).
 */
export const sessionsOf = boundedMemo(5_000, patternKey, (pattern: SessionPattern): readonly Session[] => Object.freeze(listSessions(pattern)));

/** What makes two batches' sessions the same: dates, times, zone, days and skipped dates. */
function patternKey(pattern: SessionPattern): string {
  return [
    pattern.startDate,
    pattern.endDate,
    pattern.startTime,
    pattern.endTime,
    pattern.timeZone,
    pattern.days?.join(",") ?? "",
    pattern.skipDates?.join(",") ?? "",
  ].join("|");
}

function listSessions(pattern: SessionPattern): Session[] {
  const runs = runsOn(pattern);
  const sessions: Session[] = [];
  let day = 0;
  for (let date = pattern.startDate; date <= pattern.endDate && day < MAX_SESSION_DAYS; date = addDays(date, 1), day++) {
    if (runs(date)) sessions.push(sessionOn(pattern, date));
  }
  return sessions;
}

/** The session running at `now`, else the next one; undefined once the last has ended. */
export function currentOrNextSession(pattern: SessionPattern, now: Date): Session | undefined {
  const runs = runsOn(pattern);
  // Two days before the UTC date: covers every zone's offset and yesterday's session running past midnight.
  const from = addDays(now.toISOString().slice(0, 10), -2);
  let day = 0;
  for (let date = from > pattern.startDate ? from : pattern.startDate; date <= pattern.endDate && day < MAX_SESSION_DAYS; date = addDays(date, 1), day++) {
    if (!runs(date)) continue;
    const session = sessionOn(pattern, date);
    if (session.endsAt > now) return session;
  }
  return undefined;
}

/** The start of the next session that has not started yet (ISO), or null. */
export function nextSessionAt(pattern: SessionPattern, now: Date): Date | undefined {
  const current = currentOrNextSession(pattern, now);
  if (!current) return undefined;
  if (current.startsAt > now) return current.startsAt;
  return currentOrNextSession(pattern, current.endsAt)?.startsAt;
}

export type SessionStatus = TrainingStatus;

/**
 * Cancelled when staff cancel it; otherwise Upcoming before the first session's date (in the training's zone),
 * Ongoing from then until the last session ends, Completed after. A pattern without any session falls back to
 * its dates.
 */
export function sessionStatus(pattern: SessionPattern & { isCancelled: boolean }, now: Date, today: string): SessionStatus {
  if (pattern.isCancelled) return "Cancelled";
  const sessions = sessionsOf(pattern);
  const first = sessions[0]?.date ?? pattern.startDate;
  if (today < first) return "Upcoming";
  const last = sessions.at(-1);
  if (last ? now >= last.endsAt : today > pattern.endDate) return "Completed";
  return "Ongoing";
}

/** The status of a training at `now`, following its sessions in its own zone: the one place that decides it. */
export function trainingStatusAt(pattern: SessionPattern & { isCancelled: boolean }, now: Date): SessionStatus {
  return sessionStatus(pattern, now, dateInZone(now, pattern.timeZone));
}

/**
 * The first instant after `now` at which the training's status (trainingStatusAt) or its next session
 * (nextSessionAt) answers differently; undefined when neither ever will (cancelled, or every session over). The
 * status changes when the first session's date begins and when the last session ends (the day after the end date
 * begins when there is no session); the next session moves on when it starts. The whole trainings list is kept
 * until the earliest of these over all trainings (lib/trainings/answers.ts).
 */
export function scheduleChangesAt(
  pattern: SessionPattern & { isCancelled: boolean },
  now: Date,
  /** nextSessionAt(pattern, now) when the caller has it already. */
  next: Date | undefined = pattern.isCancelled ? undefined : nextSessionAt(pattern, now),
): Date | undefined {
  if (pattern.isCancelled) return undefined;
  const sessions = sessionsOf(pattern);
  const last = sessions.at(-1);
  const candidates = [
    startOfDateInZone(sessions[0]?.date ?? pattern.startDate, pattern.timeZone),
    last ? last.endsAt : startOfDateInZone(addDays(pattern.endDate, 1), pattern.timeZone),
    next,
  ];
  let first: Date | undefined;
  for (const at of candidates) if (at && at > now && (!first || at < first)) first = at;
  return first;
}

/** A session as the API answers it: its date and ISO instants with the training zone's own offset. */
export interface SessionAnswer {
  date: string;
  startsAt: string;
  endsAt: string;
}

/**
 * Every session as the API answers it. Memoised by pattern, like sessionsOf: the whole public list formats every
 * session of every batch on each render (1.2 million instants at a large company's 20,000 batches, 1.4 s of the
 * render and most of its garbage), and batches that start together share their sessions.
 */
export const sessionAnswers = boundedMemo(5_000, patternKey, (pattern: SessionPattern): readonly SessionAnswer[] =>
  Object.freeze(
    sessionsOf(pattern).map((s) =>
      Object.freeze({ date: s.date, startsAt: isoInZone(s.startsAt, pattern.timeZone), endsAt: isoInZone(s.endsAt, pattern.timeZone) }),
    ),
  ),
);

export interface JoinWindow {
  isOpen: boolean;
  /** When the Join button opens for the session running now or the next one (ISO). */
  opensAt?: string;
  closesAt?: string;
}

/** Join opens 15 minutes before a session starts and closes when it ends. */
export function joinWindow(pattern: SessionPattern, now: Date): JoinWindow {
  const session = currentOrNextSession(pattern, now);
  if (!session) return { isOpen: false };
  const opens = new Date(session.startsAt.getTime() - JOIN_OPENS_BEFORE_MINUTES * MINUTE);
  return { isOpen: now >= opens && now < session.endsAt, opensAt: opens.toISOString(), closesAt: session.endsAt.toISOString() };
}

/** "Every day", "Mon – Fri", "Sat & Sun", "Mon, Wed & Fri": the days of a training table. */
export function daysLabel(days: readonly Weekday[] | undefined): string {
  const set = new Set(days?.length ? days : weekdays);
  const ordered = weekdays.filter((d) => set.has(d));
  if (ordered.length === 7) return "Every day";
  const indexes = ordered.map((d) => weekdays.indexOf(d));
  const consecutive = indexes.every((v, i) => i === 0 || v === indexes[i - 1]! + 1);
  if (ordered.length >= 3 && consecutive) return `${ordered[0]} – ${ordered.at(-1)}`;
  if (ordered.length === 1) return ordered[0]!;
  return `${ordered.slice(0, -1).join(", ")} & ${ordered.at(-1)}`;
}
