// Whether a trainer can take a batch (billing-and-delivery.md §8): every session of the batch, compared as instants
// with every session of the trainer's other batches that are not cancelled (patterns and skip dates expanded by
// lib/trainings/sessions.ts, the one module that decides a schedule) and with their time off, whole days in the
// trainer's own zone. Pure: the table tests call it without a database.
import { addDays, zonedTimeToUtc } from "../schedule/schedule";
import { sessionsOf, type SessionPattern } from "../schedule/sessions";

export interface BatchPattern extends SessionPattern {
  isCancelled?: boolean;
}

export interface TimeOffDays {
  /** Inclusive, YYYY-MM-DD in the trainer's zone. */
  from: string;
  to: string;
}

export type Clash = { kind: "session" | "timeOff"; /** The batch's session date, in the batch's zone. */ date: string };

interface Interval {
  start: number;
  end: number;
}

/** Intervals sorted by start, overlapping ones merged: one binary search answers "is this instant range busy". */
function merged(intervals: Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out.at(-1);
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else out.push({ ...i });
  }
  return out;
}

/** Whether [start, end) overlaps any of the merged intervals (touching ends do not overlap). */
function overlaps(busy: Interval[], start: number, end: number): boolean {
  let lo = 0;
  let hi = busy.length;
  // The first interval that ends after `start`.
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (busy[mid]!.end <= start) lo = mid + 1;
    else hi = mid;
  }
  return lo < busy.length && busy[lo]!.start < end;
}

/**
 * The first session of `batch` that overlaps a session of `others` (cancelled ones ignored) or a day of time off,
 * or undefined when the trainer is free for all of them. A cancelled batch clashes with nothing.
 */
export function firstClash(batch: BatchPattern, others: readonly BatchPattern[], timeOff: readonly TimeOffDays[], trainerZone: string): Clash | undefined {
  if (batch.isCancelled) return undefined;
  const teaching = merged(
    others.filter((o) => !o.isCancelled).flatMap((o) => sessionsOf(o).map((s) => ({ start: s.startsAt.getTime(), end: s.endsAt.getTime() }))),
  );
  const away = merged(
    timeOff.map((t) => ({
      start: zonedTimeToUtc(t.from, "00:00", trainerZone).getTime(),
      end: zonedTimeToUtc(addDays(t.to, 1), "00:00", trainerZone).getTime(),
    })),
  );
  for (const session of sessionsOf(batch)) {
    const start = session.startsAt.getTime();
    const end = session.endsAt.getTime();
    if (overlaps(teaching, start, end)) return { kind: "session", date: session.date };
    if (overlaps(away, start, end)) return { kind: "timeOff", date: session.date };
  }
  return undefined;
}

/** The 409's words: they name the first clashing date (YYYY-MM-DD in the batch's zone). */
export const clashMessage = (name: string, clash: Clash) =>
  clash.kind === "session" ? `${name} already teaches another batch on ${clash.date}.` : `${name} is on time off on ${clash.date}.`;
