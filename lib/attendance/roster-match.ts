// From a report's rows to attendance: whose stay each row is, and how many minutes of the session each learner was
// there. Pure: no database, no clock.
import type { RosterRow } from "./roster-types";

export interface RosterLearner {
  userId: string;
  name: string;
  email: string;
}

export interface RosterOutcome {
  /** Minutes in the meeting of each matched learner (those not in the report are absent). */
  minutes: Map<string, number>;
  unmatched: { name: string; email: string; minutes: number }[];
}

const simple = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * Matches each row to a learner by email, then by exact name (a name two learners share matches neither), and sums
 * each person's minutes: the stays with join and leave times are clipped to the session and merged where they overlap
 * (two devices count once); rows without times add their duration.
 */
export function matchRoster(rows: RosterRow[], learners: RosterLearner[], session: { startsAt: Date; endsAt: Date }): RosterOutcome {
  const byEmail = new Map(learners.map((l) => [simple(l.email), l.userId]));
  const byName = new Map<string, string | null>();
  for (const l of learners) byName.set(simple(l.name), byName.has(simple(l.name)) ? null : l.userId);
  const groups = new Map<string, { userId?: string; name: string; email: string; rows: RosterRow[] }>();
  for (const row of rows) {
    const email = simple(row.email);
    let userId = email ? byEmail.get(email) : undefined;
    if (!userId) {
      for (const n of [row.name, ...row.otherNames]) {
        const hit = byName.get(simple(n));
        if (hit) {
          userId = hit;
          break;
        }
      }
    }
    const key = userId ? `u:${userId}` : email ? `e:${email}` : `n:${simple(row.name)}`;
    const group = groups.get(key) ?? { userId, name: row.name, email: row.email, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  const minutes = new Map<string, number>();
  const unmatched: RosterOutcome["unmatched"] = [];
  for (const group of groups.values()) {
    const total = minutesOf(group.rows, session);
    if (group.userId) minutes.set(group.userId, total);
    else unmatched.push({ name: group.name, email: group.email, minutes: Math.round(total) });
  }
  unmatched.sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
  return { minutes, unmatched };
}

function minutesOf(rows: RosterRow[], session: { startsAt: Date; endsAt: Date }): number {
  const start = session.startsAt.getTime();
  const end = session.endsAt.getTime();
  const spans: [number, number][] = [];
  let loose = 0;
  for (const row of rows) {
    if (row.joinAt && row.leaveAt && row.leaveAt >= row.joinAt) {
      const from = Math.max(start, row.joinAt.getTime());
      const to = Math.min(end, row.leaveAt.getTime());
      if (to > from) spans.push([from, to]);
    } else if (row.minutes !== undefined) {
      loose += row.minutes;
    }
  }
  spans.sort((a, b) => a[0] - b[0]);
  let ms = 0;
  let cursor = -Infinity;
  for (const [from, to] of spans) {
    const a = Math.max(from, cursor);
    if (to > a) ms += to - a;
    cursor = Math.max(cursor, to);
  }
  // Durations without times are not clipped to the session, but no one spends more than a day in one.
  return ms / 60_000 + Math.min(loose, MINUTES_A_DAY);
}

const MINUTES_A_DAY = 24 * 60;

/** Present when the minutes reach `share` percent of the session's length (compared exactly). */
export function isPresentByRoster(minutes: number, sessionMinutes: number, share: number): boolean {
  return sessionMinutes > 0 && minutes * 100 >= share * sessionMinutes;
}
