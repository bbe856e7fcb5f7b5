// Reading a meeting provider's participant report (billing-and-delivery.md §9): Zoom's participants report (CSV),
// Google Meet's attendance report (CSV) and Microsoft Teams' attendance report (UTF-16, tab-separated, with its
// summary section), each recognised by its content, never by the file's name. Pure: no database, no clock.
import { zonedTimeToUtc } from "../schedule/schedule";
import { readRecords, TooManyRowsError } from "./roster-records";

export const rosterFormats = ["zoom", "meet", "teams"] as const;
export type RosterFormat = (typeof rosterFormats)[number];

export const UNKNOWN_ROSTER_MESSAGE =
  "This file is not a participant report this portal reads. Upload Zoom's participants report (CSV), Google Meet's attendance report (CSV) or Microsoft Teams' attendance report, as the provider exports it.";

/** One row of a report: a person's stay in the meeting (one join to one leave), or their total when that is all it has. */
export interface RosterRow {
  name: string;
  /** Names the person may be known by besides `name` (Zoom's "Name (Original Name)"). */
  otherNames: string[];
  email: string;
  joinAt?: Date;
  leaveAt?: Date;
  /** The report's duration column, in minutes. */
  minutes?: number;
}

export interface ParsedRoster {
  format: RosterFormat;
  rows: RosterRow[];
}

/** Where a report's times without a zone are read: the training's zone, and the session's date for times of day. */
export interface RosterContext {
  timeZone: string;
  sessionDate: string;
}

export class RosterFormatError extends Error {}

/** Bytes to text: UTF-16 (Teams) by its byte-order mark or its zero bytes, else UTF-8; the mark is dropped. */
export function decodeReport(bytes: Uint8Array): string {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length >= 2 && b[0] === 0xff && b[1] === 0xfe) return b.subarray(2).toString("utf16le");
  if (b.length >= 2 && b[0] === 0xfe && b[1] === 0xff) {
    const swapped = Buffer.from(b.subarray(2));
    swapped.swap16();
    return swapped.toString("utf16le");
  }
  // UTF-16 LE without a mark: ASCII text has a zero in every odd byte.
  if (b.length >= 4 && b[1] === 0 && b[3] === 0 && b[0] !== 0) return b.toString("utf16le");
  return b.toString("utf8").replace(/^\uFEFF/, "");
}

const norm = (cell: string | undefined) =>
  (cell ?? "")
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase();

function records(text: string, delimiter: string): string[][] {
  try {
    return readRecords(text, delimiter);
  } catch (err) {
    throw new RosterFormatError(err instanceof TooManyRowsError ? err.message : UNKNOWN_ROSTER_MESSAGE);
  }
}

/** The index of the first record whose cells include every one of `names` (case-insensitive). */
function headerIndex(rows: string[][], names: string[], from = 0): number {
  for (let i = from; i < rows.length; i++) {
    const cells = rows[i]!.map(norm);
    if (names.every((n) => cells.includes(n))) return i;
  }
  return -1;
}

function column(header: string[], ...names: string[]): number {
  const cells = header.map(norm);
  for (const name of names) {
    const i = cells.indexOf(name);
    if (i >= 0) return i;
  }
  return -1;
}

const cell = (row: string[], i: number) => (i >= 0 ? (row[i] ?? "").trim() : "");

/** Recognises the report by its content and reads its rows. Throws RosterFormatError for anything else. */
export function parseRoster(bytes: Uint8Array, context: RosterContext): ParsedRoster {
  const text = decodeReport(bytes);
  const lines = text.split(/\r?\n/, 40).map((l) => l.trim().toLowerCase());
  if (lines.some((l) => /^"?1\.\s*summary/.test(l)) && text.includes("\t")) return { format: "teams", rows: parseTeams(text, context) };
  const csv = records(text, ",");
  const zoom = headerIndex(csv, ["user email", "join time", "leave time", "duration (minutes)"]);
  if (zoom >= 0 && csv[zoom]!.some((c) => norm(c).startsWith("name (original name)") || norm(c) === "name")) {
    return { format: "zoom", rows: parseZoom(csv, zoom, context) };
  }
  const meet = headerIndex(csv, ["first name", "last name", "email", "duration"]);
  if (meet >= 0) return { format: "meet", rows: parseMeet(csv, meet, context) };
  throw new RosterFormatError(UNKNOWN_ROSTER_MESSAGE);
}

function parseZoom(csv: string[][], at: number, context: RosterContext): RosterRow[] {
  const header = csv[at]!;
  const name = column(header, "name (original name)", "name");
  const email = column(header, "user email");
  const join = column(header, "join time");
  const leave = column(header, "leave time");
  const duration = column(header, "duration (minutes)");
  const rows: RosterRow[] = [];
  for (const row of csv.slice(at + 1)) {
    const display = cell(row, name);
    if (!display && !cell(row, email)) continue;
    // "Shown Name (Original Name)": the name a participant renamed themselves to, and the one they joined with.
    const renamed = /^(.*\S)\s*\(([^()]+)\)$/.exec(display);
    rows.push({
      name: renamed ? renamed[1]! : display,
      otherNames: renamed ? [display, renamed[2]!.trim()] : [],
      email: cell(row, email),
      joinAt: parseMoment(cell(row, join), context),
      leaveAt: parseMoment(cell(row, leave), context),
      minutes: parseDuration(cell(row, duration)),
    });
  }
  return rows;
}

function parseMeet(csv: string[][], at: number, context: RosterContext): RosterRow[] {
  const header = csv[at]!;
  const first = column(header, "first name");
  const last = column(header, "last name");
  const email = column(header, "email");
  const duration = column(header, "duration");
  const join = column(header, "time joined", "joined at", "first seen");
  const leave = column(header, "time exited", "left at", "last seen");
  const rows: RosterRow[] = [];
  for (const row of csv.slice(at + 1)) {
    const name = [cell(row, first), cell(row, last)].filter(Boolean).join(" ");
    if (!name && !cell(row, email)) continue;
    rows.push({
      name,
      otherNames: [],
      email: cell(row, email),
      joinAt: parseMoment(cell(row, join), context),
      leaveAt: parseMoment(cell(row, leave), context),
      minutes: parseDuration(cell(row, duration)),
    });
  }
  return rows;
}

/**
 * Teams: "1. Summary" (meeting title, start and end…), "2. Participants" (one row a person: first join, last leave,
 * in-meeting duration) and "3. In-Meeting Activities" (one row a stay: join, leave, duration). The stays are read
 * when the report has them (a person who left and came back is there twice), else the participants.
 */
function parseTeams(text: string, context: RosterContext): RosterRow[] {
  const rows = records(text, "\t");
  const section = (title: RegExp) => rows.findIndex((r) => title.test(norm(r[0])));
  const participants = section(/^2\.\s*participants/);
  const activities = section(/^3\.\s*in-meeting activities/);
  if (participants < 0) throw new RosterFormatError(UNKNOWN_ROSTER_MESSAGE);
  const useActivities = activities > participants;
  const start = useActivities ? activities : participants;
  const headerAt = start + 1;
  const header = rows[headerAt];
  if (!header) throw new RosterFormatError(UNKNOWN_ROSTER_MESSAGE);
  const name = column(header, "name", "full name");
  const email = column(header, "email");
  const upn = column(header, "participant id (upn)");
  const join = column(header, "join time", "first join");
  const leave = column(header, "leave time", "last leave");
  const duration = column(header, "duration", "in-meeting duration");
  if (name < 0) throw new RosterFormatError(UNKNOWN_ROSTER_MESSAGE);
  const out: RosterRow[] = [];
  for (const row of rows.slice(headerAt + 1)) {
    if (/^\d+\.\s/.test(cell(row, 0))) break;
    const display = cell(row, name);
    if (!display) continue;
    // Teams labels people from outside the organisation: "Meera Iyer (External)", "Rahul (Guest)", "(Unverified)".
    const label = /^(.*\S)\s*\((?:external|guest|unverified)\)$/i.exec(display);
    out.push({
      name: label ? label[1]! : display,
      otherNames: label ? [display] : [],
      email: cell(row, email) || (cell(row, upn).includes("@") ? cell(row, upn) : ""),
      joinAt: parseMoment(cell(row, join), context),
      leaveAt: parseMoment(cell(row, leave), context),
      minutes: parseDuration(cell(row, duration)),
    });
  }
  return out;
}

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
