// Reading a meeting provider's participant report (billing-and-delivery.md §9): Zoom's participants report (CSV),
// Google Meet's attendance report (CSV) and Microsoft Teams' attendance report (UTF-16, tab-separated, with its
// summary section), each recognised by its content, never by the file's name. Pure: no database, no clock.
import { readRecords, TooManyRowsError } from "./roster-records";
import { parseDuration, parseMoment } from "./roster-values";
import type { RosterContext, RosterRow } from "./roster-types";

// The cells' readers and the matching live beside this module; the tests of the whole reading still name them here.
export { parseDuration, parseMoment } from "./roster-values";
export { isPresentByRoster, matchRoster, type RosterLearner, type RosterOutcome } from "./roster-match";
export type { RosterContext, RosterRow } from "./roster-types";

export const rosterFormats = ["zoom", "meet", "teams"] as const;
export type RosterFormat = (typeof rosterFormats)[number];

export const UNKNOWN_ROSTER_MESSAGE =
  "This file is not a participant report this portal reads. Upload Zoom's participants report (CSV), Google Meet's attendance report (CSV) or Microsoft Teams' attendance report, as the provider exports it.";

export interface ParsedRoster {
  format: RosterFormat;
  rows: RosterRow[];
}

/** Where a report's times without a zone are read: the training's zone, and the session's date for times of day. */
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
