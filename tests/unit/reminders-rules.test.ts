import { describe, expect, it } from "vitest";
import { CATCH_UP_MINUTES, dueReminders, isQuietHour } from "@/lib/batches/reminders-rules";
import { parseEnv } from "@/lib/env";
import { offsetInWords } from "@/lib/mail/templates/batches";

describe("SMS quiet hours: 21:00 to 08:00 in the training's zone", () => {
  it.each([
    // Asia/Kolkata is UTC+5:30: 21:00 IST = 15:30Z, 08:00 IST = 02:30Z.
    ["2031-03-10T15:29:59Z", "Asia/Kolkata", false], // 20:59:59
    ["2031-03-10T15:30:00Z", "Asia/Kolkata", true], // 21:00 sharp
    ["2031-03-10T18:30:00Z", "Asia/Kolkata", true], // midnight
    ["2031-03-11T02:29:59Z", "Asia/Kolkata", true], // 07:59:59
    ["2031-03-11T02:30:00Z", "Asia/Kolkata", false], // 08:00 sharp
    ["2031-03-11T06:30:00Z", "Asia/Kolkata", false], // noon
    // The same instant is night in one zone and morning in another.
    ["2031-03-11T02:30:00Z", "Europe/London", true], // 02:30 GMT
    // Across a DST change: London is UTC+1 from 30 March 2031, so 08:00 BST is 07:00Z.
    ["2031-04-01T06:59:00Z", "Europe/London", true], // 07:59 BST
    ["2031-04-01T07:00:00Z", "Europe/London", false], // 08:00 BST
    ["2031-04-01T19:59:00Z", "Europe/London", false], // 20:59 BST
    ["2031-04-01T20:00:00Z", "Europe/London", true], // 21:00 BST
  ])("%s in %s is quiet: %s", (instant, zone, quiet) => {
    expect(isQuietHour(new Date(instant), zone)).toBe(quiet);
  });
});

describe("due reminders", () => {
  const pattern = { startDate: "2031-03-09", endDate: "2031-03-12", startTime: "19:00", endTime: "21:00", timeZone: "Asia/Kolkata" };

  it("is due from the offset before the start for the catch-up window, never once the session started", () => {
    // The 10 March session starts 13:30Z; its 1-hour reminder is due 12:30Z.
    const at = (iso: string) => dueReminders(pattern, [60], new Date(iso)).map((d) => d.session.date);
    expect(at("2031-03-10T12:29:59Z")).toEqual([]);
    expect(at("2031-03-10T12:30:00Z")).toEqual(["2031-03-10"]);
    expect(at(new Date(Date.parse("2031-03-10T12:30:00Z") + (CATCH_UP_MINUTES - 1) * 60_000).toISOString())).toEqual(["2031-03-10"]);
    expect(at(new Date(Date.parse("2031-03-10T12:30:00Z") + CATCH_UP_MINUTES * 60_000).toISOString())).toEqual([]);
    expect(dueReminders({ ...pattern, startTime: "18:10" }, [60, 25], new Date("2031-03-10T12:45:00Z")).map((d) => d.offsetMinutes)).toEqual([]);
  });

  it("expands only the dates that can be due, and follows days and skip dates", () => {
    const long = { ...pattern, startDate: "2031-01-01", endDate: "2033-12-31", days: ["Mon" as const], skipDates: ["2031-03-17"] };
    expect(dueReminders(long, [1440], new Date("2031-03-09T13:30:05Z")).map((d) => d.session.date)).toEqual(["2031-03-10"]);
    expect(dueReminders(long, [1440], new Date("2031-03-16T13:30:05Z"))).toEqual([]);
    expect(dueReminders(long, [0, -5, 1.5], new Date("2031-03-10T13:29:00Z"))).toEqual([]);
  });

  it("names offsets in words", () => {
    expect([1440, 60, 90, 2880, 1].map(offsetInWords)).toEqual(["24 hours", "1 hour", "90 minutes", "2 days", "1 minute"]);
  });
});

describe("REMINDER_OFFSETS and BACKGROUND_JOBS", () => {
  it("default to 24 h and 1 h, and jobs on", () => {
    expect(parseEnv({}).REMINDER_OFFSETS).toEqual([1440, 60]);
    expect(parseEnv({}).BACKGROUND_JOBS).toBe("on");
  });

  it("read minutes separated by commas, and refuse anything else by name", () => {
    expect(parseEnv({ REMINDER_OFFSETS: "2880, 30,30" }).REMINDER_OFFSETS).toEqual([2880, 30]);
    expect(() => parseEnv({ REMINDER_OFFSETS: "1 day" })).toThrow(/REMINDER_OFFSETS: must be minutes separated by commas/);
    expect(() => parseEnv({ BACKGROUND_JOBS: "no" })).toThrow(/BACKGROUND_JOBS: must be on or off/);
  });
});
