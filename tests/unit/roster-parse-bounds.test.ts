import { describe, expect, it } from "vitest";
import { parseDuration, parseRoster, RosterFormatError } from "@/lib/attendance/roster-parse";

// A participant report is any trainer's upload of up to 5 MB, parsed on the one process that also serves every page,
// runs the embedded database and sends the mail: whatever its content, reading it must cost little and in a time
// proportional to its size (a regular expression that backtracks on a long run of digits froze the server).
const MB5 = 5 * 1024 * 1024;
const context = { timeZone: "Asia/Kolkata", sessionDate: "2030-01-07" };
const ZOOM = "Name (Original Name),User Email,Join Time,Leave Time,Duration (Minutes)\n";
const MEET = "First name,Last name,Email,Duration,Time joined,Time exited\n";
const TEAMS = "1. Summary\nMeeting title\tx\n2. Participants\nName\tFirst Join\tLast Leave\tIn-Meeting Duration\tEmail\n";

/** `head`, then `unit` repeated until the text is `size` characters (5 MB). */
const fill = (head: string, unit: string, size = MB5) => head + unit.repeat(Math.floor((size - head.length) / unit.length));
const utf16 = (text: string) => new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]));
const pad2 = (n: number) => String(n).padStart(2, "0");
/** Rows that each carry a different moment, so nothing read for one row can be reused for the next. */
const distinctMoments = (n: number) =>
  Array.from({ length: n }, (_, i) => {
    const day = `${pad2((i % 12) + 1)}/${pad2((i % 28) + 1)}/20${30 + (i % 60)}`;
    const time = `${pad2((i % 12) + 1)}:${pad2(i % 60)}:${pad2((i * 7) % 60)} ${i % 2 ? "PM" : "AM"}`;
    return `Person ${i},p${i}@example.com,${day} ${time},${day} ${time},${"9".repeat(150)}x\n`;
  }).join("");

const payloads: [string, () => Uint8Array][] = [
  ["a duration of 5 MB of digits and one letter (Zoom)", () => Buffer.from(`${ZOOM}A,a@example.com,,,${"1".repeat(MB5 - 100)}x\n`)],
  ["a duration of 5 MB of digits then 'h' far away (Meet)", () => Buffer.from(`${MEET}A,B,a@example.com,${"1".repeat(MB5 - 100)} x h\n`)],
  ["a duration of 5 MB of digits and dots (Teams, UTF-16)", () => utf16(`${TEAMS}A\t\t\t${"1.".repeat(MB5 / 4 - 100)}\ta@x\n`)],
  ["rows of long digit runs in every duration", () => Buffer.from(fill(ZOOM, `A,a@example.com,,,${"7".repeat(2000)}m\n`))],
  ["rows of short valid stays", () => Buffer.from(fill(ZOOM, "Asha Rao,asha@example.com,01/07/2030 09:55:12 AM,01/07/2030 10:50:30 AM,56\n"))],
  [
    "Teams stays with durations in units",
    () => utf16(fill(TEAMS, "Meera Iyer (External)\t1/7/30, 9:58:12 AM\t1/7/30, 10:58:12 AM\t1h 2m 3s\tm@x\n", MB5 / 2 - 1)),
  ],
  ["rows each with a moment of its own", () => Buffer.from(ZOOM + distinctMoments(20_000))],
  ["one row of 5 MB of commas", () => Buffer.from(fill(ZOOM, ","))],
  ["5 MB of tabs after a Teams summary", () => Buffer.from(fill(TEAMS, "\t"))],
  ["5 MB of quotes", () => Buffer.from(fill(ZOOM, '"'))],
  ["5 MB of new lines", () => Buffer.from(fill(ZOOM, "\n"))],
  ["5 MB of one-character rows", () => Buffer.from(fill(ZOOM, "a\n"))],
  ["5 MB of one-character cells", () => Buffer.from(fill(ZOOM, `${"a,".repeat(49)}a\n`))],
  ["5 MB of one-character cells (Teams)", () => Buffer.from(fill(TEAMS, `${"a\t".repeat(49)}a\n`))],
  ["5 MB of quoted new lines", () => Buffer.from(fill(ZOOM, '"\n",'))],
  ["a name of spaces and brackets", () => Buffer.from(`${ZOOM}${"a (".repeat(MB5 / 6)}${" ".repeat(MB5 / 4)}),a@x,,,1\n`)],
  ["an ISO moment with 5 MB before its zone", () => Buffer.from(`${ZOOM}A,a@x,2030-01-07T${"0".repeat(MB5 - 200)}+,,1\n`)],
  ["a Teams summary line of 5 MB", () => Buffer.from(`1. Summary\t${"x".repeat(MB5 - 20)}\n`)],
];

describe("Reading a participant report costs little whatever it holds", () => {
  it("a duration is read in time proportional to its length", () => {
    const started = performance.now();
    for (const value of [`${"1".repeat(80_000)}x`, `${"1".repeat(80_000)} q`, `${"1".repeat(40_000)}.${"1".repeat(40_000)}q`, `1${" ".repeat(80_000)}x`]) {
      expect(parseDuration(value)).toBeUndefined();
    }
    expect(performance.now() - started).toBeLessThan(200);
  });

  it.each(payloads)("%s: read or refused within a second", (_, make) => {
    const bytes = make();
    expect(bytes.byteLength).toBeLessThanOrEqual(MB5);
    const started = performance.now();
    try {
      parseRoster(bytes, context);
    } catch (err) {
      expect(err).toBeInstanceOf(RosterFormatError);
    }
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("a timer set before the worst report is read still fires within two seconds", async () => {
    const bytes = payloads[0]![1]();
    const scheduled = performance.now();
    const fired = new Promise<number>((resolve) => setTimeout(() => resolve(performance.now()), 0));
    try {
      parseRoster(bytes, context);
    } catch (err) {
      expect(err).toBeInstanceOf(RosterFormatError);
    }
    expect((await fired) - scheduled).toBeLessThan(2000);
  });
});
