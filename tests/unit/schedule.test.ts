import { describe, expect, it } from "vitest";
import { zonedTimeToUtc } from "@/lib/schedule/schedule";
import { currentOrNextSession, joinWindow, sessionOn } from "@/lib/schedule/sessions";

describe("wall-clock times in a training's time zone", () => {
  it.each([
    ["2026-03-28", "09:00", "Europe/London", "2026-03-28T09:00:00.000Z"], // GMT
    ["2026-03-30", "09:00", "Europe/London", "2026-03-30T08:00:00.000Z"], // BST from 29 March
    ["2026-03-29", "01:30", "Europe/London", "2026-03-29T01:30:00.000Z"], // the skipped hour moves forward
    ["2026-06-01", "19:00", "Asia/Kolkata", "2026-06-01T13:30:00.000Z"],
    ["2026-11-01", "18:00", "America/New_York", "2026-11-01T23:00:00.000Z"], // EST from 1 November
    ["2026-10-31", "18:00", "America/New_York", "2026-10-31T22:00:00.000Z"],
    ["2026-01-15", "08:00", "Asia/Singapore", "2026-01-15T00:00:00.000Z"],
  ])("%s %s in %s is %s", (date, time, zone, iso) => {
    expect(zonedTimeToUtc(date, time, zone).toISOString()).toBe(iso);
  });

  it("a session ending at or before its start time ends the next day", () => {
    const s = sessionOn({ startDate: "2026-05-01", endDate: "2026-05-02", startTime: "22:00", endTime: "01:00", timeZone: "Asia/Kolkata" }, "2026-05-01");
    expect(s.endsAt.getTime() - s.startsAt.getTime()).toBe(3 * 3_600_000);
  });
});

describe("the join window (15 minutes before a session until it ends)", () => {
  const schedule = { startDate: "2026-05-04", endDate: "2026-05-08", startTime: "19:00", endTime: "21:00", timeZone: "Asia/Kolkata" };
  const at = (iso: string) => new Date(iso);

  it.each([
    ["2026-05-04T13:14:00Z", false], // 18:44 IST
    ["2026-05-04T13:15:00Z", true], // 18:45 IST
    ["2026-05-04T15:29:00Z", true], // 20:59 IST
    ["2026-05-04T15:30:00Z", false], // 21:00 IST: ended
    ["2026-05-08T14:00:00Z", true], // last day
    ["2026-05-09T14:00:00Z", false], // after the last day
    ["2026-05-03T14:00:00Z", false], // the day before
  ])("at %s open: %s", (iso, open) => {
    expect(joinWindow(schedule, at(iso)).isOpen).toBe(open);
  });

  it("points at the next session between sessions, and at none after the last", () => {
    expect(currentOrNextSession(schedule, at("2026-05-05T03:00:00Z"))?.startsAt.toISOString()).toBe("2026-05-05T13:30:00.000Z");
    expect(currentOrNextSession(schedule, at("2026-05-08T16:00:00Z"))).toBeUndefined();
  });
});
