import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  isPresentByRoster,
  matchRoster,
  parseDuration,
  parseMoment,
  parseRoster,
  RosterFormatError,
  UNKNOWN_ROSTER_MESSAGE,
  type RosterFormat,
} from "@/lib/attendance/roster-parse";
import { sessionOn } from "@/lib/schedule/sessions";

const fixture = (name: string) => new Uint8Array(readFileSync(path.join(__dirname, "..", "fixtures", "rosters", name)));
// The session the samples were "exported" from: 7 January 2030, 10:00–12:00 in Kolkata (120 minutes).
const context = { timeZone: "Asia/Kolkata", sessionDate: "2030-01-07" };
const session = sessionOn({ startDate: "2030-01-07", endDate: "2030-01-07", startTime: "10:00", endTime: "12:00", timeZone: "Asia/Kolkata" }, "2030-01-07");
const learners = [
  { userId: "asha", name: "Asha Rao", email: "asha.rao@example.com" },
  { userId: "vikram", name: "Vikram Singh", email: "vikram.singh@example.com" },
  { userId: "meera", name: "Meera Iyer", email: "meera@example.org" },
  { userId: "nobody", name: "Never Came", email: "never@example.com" },
];

describe("Participant reports of the three providers", () => {
  it.each<[string, RosterFormat, number]>([
    ["zoom-participants.csv", "zoom", 6],
    ["meet-attendance.csv", "meet", 6],
    ["teams-attendance.csv", "teams", 6],
  ])("%s is recognised by its content as %s with %i rows", (file, format, rows) => {
    const parsed = parseRoster(fixture(file), context);
    expect(parsed.format).toBe(format);
    expect(parsed.rows).toHaveLength(rows);
  });

  // Asha left and rejoined (two rows, joined before the start, left after the end: clipped to 10:00–10:50:30 and
  // 10:52:02–12:00); Vikram stayed an hour (his email in capitals in Zoom's); Meera has no email, matched by name
  // (Zoom: her original name, Teams: "(External)" dropped); the host and a guest are unmatched.
  it.each<[string, number, number]>([
    ["zoom-participants.csv", 50.5 + 67.966, 105],
    ["meet-attendance.csv", 50 + 68, 105],
    ["teams-attendance.csv", 50.5 + 67.966, 105],
  ])("%s: minutes summed per person across rows, clipped to the session; names without emails matched exactly", (file, asha, meera) => {
    const { minutes, unmatched } = matchRoster(parseRoster(fixture(file), context).rows, learners, session);
    expect(minutes.get("asha")).toBeCloseTo(asha, 1);
    expect(minutes.get("vikram")).toBeCloseTo(60, 0);
    expect(minutes.get("meera")).toBeCloseTo(105, 0);
    expect(minutes.get("meera")).toBeCloseTo(meera, 0);
    expect(minutes.has("nobody")).toBe(false);
    expect(unmatched.map((u) => [u.email, u.minutes])).toEqual([
      ["priya.nair@stackwise.example", 120],
      ["", 90],
    ]);
    expect(unmatched[1]!.name).toMatch(/^Rahul K, Guest/);
    const present = [...minutes].filter(([, m]) => isPresentByRoster(m, 120, 75)).map(([id]) => id);
    expect(present.sort()).toEqual(["asha", "meera"]);
  });

  it("Teams' participants section (no activities) is read from its durations", () => {
    const text = Buffer.from(fixture("teams-attendance.csv")).subarray(2).toString("utf16le");
    const cut = text.slice(0, text.indexOf("3. In-Meeting Activities"));
    const parsed = parseRoster(new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(cut, "utf16le")])), context);
    expect(parsed.format).toBe("teams");
    const { minutes } = matchRoster(
      parsed.rows.map((r) => ({ ...r, joinAt: undefined, leaveAt: undefined })),
      learners,
      session,
    );
    expect(minutes.get("asha")).toBeCloseTo(126.5, 1);
  });

  it("two rows of one person that overlap (two devices) count once; rows without times add their duration", () => {
    const at = (t: string) => parseMoment(t, context)!;
    const rows = [
      { name: "Asha Rao", otherNames: [], email: "asha.rao@example.com", joinAt: at("10:00"), leaveAt: at("11:00") },
      { name: "Asha Rao", otherNames: [], email: "", joinAt: at("10:30"), leaveAt: at("11:30") },
      { name: "Vikram Singh", otherNames: [], email: "", minutes: 40 },
      { name: "Vikram Singh", otherNames: [], email: "", minutes: 50 },
    ];
    const { minutes } = matchRoster(rows, learners, session);
    expect(minutes.get("asha")).toBe(90);
    expect(minutes.get("vikram")).toBe(90);
  });

  it("a name two learners share matches neither", () => {
    const twins = [...learners, { userId: "asha2", name: "Asha Rao", email: "other.asha@example.com" }];
    const { minutes, unmatched } = matchRoster([{ name: "Asha Rao", otherNames: [], email: "", minutes: 100 }], twins, session);
    expect(minutes.size).toBe(0);
    expect(unmatched).toEqual([{ name: "Asha Rao", email: "", minutes: 100 }]);
  });

  it.each([
    ["an unknown header", "Student,Mail,Entered,Left\nAsha,asha.rao@example.com,10:00,12:00\n"],
    ["an empty file", ""],
    ["a spreadsheet of something else", "Invoice,Amount\n1,200\n"],
    ["binary bytes", "\u0000\u0001\u0002PK\u0003\u0004"],
  ])("%s answers the formats it reads", (_, text) => {
    expect(() => parseRoster(new Uint8Array(Buffer.from(text)), context)).toThrow(RosterFormatError);
    expect(() => parseRoster(new Uint8Array(Buffer.from(text)), context)).toThrow(UNKNOWN_ROSTER_MESSAGE);
  });
  it("the message names the three formats", () => {
    expect(UNKNOWN_ROSTER_MESSAGE).toMatch(/Zoom.*Google Meet.*Microsoft Teams/);
  });
});

describe("Durations and moments as the reports write them", () => {
  it.each<[string, number | undefined]>([
    ["95", 95],
    ["1h 35m 12s", 95.2],
    ["2h", 120],
    ["45m 2s", 45 + 2 / 60],
    ["1 hr 35 min", 95],
    ["55 min", 55],
    ["01:35:30", 95.5],
    ["", undefined],
    ["soon", undefined],
  ])("%j is %s minutes", (text, minutes) => {
    const parsed = parseDuration(text);
    if (minutes === undefined) expect(parsed).toBeUndefined();
    else expect(parsed).toBeCloseTo(minutes, 5);
  });

  it.each<[string, string | undefined]>([
    ["01/07/2030 09:55:12 AM", "2030-01-07T04:25:12.000Z"],
    ["1/7/30, 12:03:15 PM", "2030-01-07T06:33:15.000Z"],
    ["25/01/2030 10:00", "2030-01-25T04:30:00.000Z"],
    ["2030-01-07 10:00:00", "2030-01-07T04:30:00.000Z"],
    ["2030-01-07T04:30:00Z", "2030-01-07T04:30:00.000Z"],
    ["9:58 AM", "2030-01-07T04:28:00.000Z"],
    ["12:10 AM", "2030-01-06T18:40:00.000Z"],
    ["", undefined],
    ["later", undefined],
    ["25:00", undefined],
  ])("%j is %s", (text, iso) => {
    expect(parseMoment(text, context)?.toISOString()).toBe(iso);
  });
});

describe("Present by share of the session", () => {
  it.each<[number, number, number, boolean]>([
    [90, 120, 75, true],
    [89.99, 120, 75, false],
    [120, 120, 100, true],
    [0, 120, 1, false],
    [60, 0, 75, false],
  ])("%f of %f minutes at %f %% is %s", (minutes, length, share, present) => {
    expect(isPresentByRoster(minutes, length, share)).toBe(present);
  });
});
