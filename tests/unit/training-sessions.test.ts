import { describe, expect, it } from "vitest";
import { currentOrNextSession, daysLabel, joinWindow, nextSessionAt, sessionAnswers, sessionStatus, sessionsOf, weekdayOf } from "@/lib/schedule/sessions";
import { londonWeekends } from "../helpers/session-patterns";

// sales-and-batches.md §3: sessions follow weekdays and skip dates, in the training's own zone.

describe("the session list of a training", () => {
  it.each([
    ["2026-03-21", "Sat"],
    ["2026-03-23", "Mon"],
    ["2024-02-29", "Thu"],
    ["2026-11-29", "Sun"],
  ])("%s is a %s", (date, day) => {
    expect(weekdayOf(date)).toBe(day);
  });

  it("runs on its weekdays, not on skip dates, at the wall-clock time across a DST change", () => {
    const sessions = sessionsOf(londonWeekends);
    expect(sessions.map((s) => s.date)).toEqual(["2026-03-21", "2026-03-22", "2026-03-29", "2026-04-04", "2026-04-05"]);
    // 10:00 GMT before 29 March, 10:00 BST (09:00 UTC) from then on.
    expect(sessions[1]!.startsAt.toISOString()).toBe("2026-03-22T10:00:00.000Z");
    expect(sessions[2]!.startsAt.toISOString()).toBe("2026-03-29T09:00:00.000Z");
    expect(sessions[2]!.endsAt.toISOString()).toBe("2026-03-29T12:00:00.000Z");
  });

  it("answers each session with the zone's own offset, the same frozen list for the same pattern", () => {
    const answers = sessionAnswers(londonWeekends);
    expect(answers.slice(1, 3)).toEqual([
      { date: "2026-03-22", startsAt: "2026-03-22T10:00:00+00:00", endsAt: "2026-03-22T13:00:00+00:00" },
      { date: "2026-03-29", startsAt: "2026-03-29T10:00:00+01:00", endsAt: "2026-03-29T13:00:00+01:00" },
    ]);
    // Two batches that start together share the list; nobody can change it under the other.
    expect(sessionAnswers({ ...londonWeekends, days: [...londonWeekends.days!] })).toBe(answers);
    expect(Object.isFrozen(answers) && Object.isFrozen(answers[0])).toBe(true);
    expect(sessionAnswers({ ...londonWeekends, startTime: "11:00" })[1]!.startsAt).toBe("2026-03-22T11:00:00+00:00");
  });

  it("runs every day when no weekdays are given", () => {
    expect(sessionsOf({ ...londonWeekends, days: [], skipDates: [] })).toHaveLength(16);
  });

  it("ends a session the next day when its end time is not after its start time", () => {
    const [night] = sessionsOf({ startDate: "2026-05-01", endDate: "2026-05-01", startTime: "22:00", endTime: "01:00", timeZone: "Asia/Kolkata" });
    expect(night!.endsAt.getTime() - night!.startsAt.getTime()).toBe(3 * 3_600_000);
  });
});

describe("what follows the sessions", () => {
  const at = (iso: string) => new Date(iso);

  it.each([
    ["2026-03-20T12:00:00Z", "2026-03-20", "Upcoming"],
    ["2026-03-21T08:00:00Z", "2026-03-21", "Ongoing"], // the first session's day, before it starts
    ["2026-03-25T12:00:00Z", "2026-03-25", "Ongoing"], // a weekday between sessions
    ["2026-04-05T11:59:00Z", "2026-04-05", "Ongoing"], // during the last session (BST)
    ["2026-04-05T12:00:00Z", "2026-04-05", "Completed"], // the last session has ended
  ])("at %s (%s in London) the training is %s", (iso, today, status) => {
    expect(sessionStatus({ ...londonWeekends, isCancelled: false }, at(iso), today)).toBe(status);
  });

  it("is Cancelled whatever the date when staff cancel it", () => {
    expect(sessionStatus({ ...londonWeekends, isCancelled: true }, at("2026-03-25T12:00:00Z"), "2026-03-25")).toBe("Cancelled");
  });

  it.each([
    ["2026-03-21T09:44:00Z", false], // 09:44 GMT: 16 minutes before
    ["2026-03-21T09:45:00Z", true],
    ["2026-03-21T12:59:00Z", true],
    ["2026-03-21T13:00:00Z", false], // ended
    ["2026-03-28T09:50:00Z", false], // a skip date
    ["2026-03-29T08:45:00Z", true], // 09:45 BST
  ])("the Join window at %s is open: %s", (iso, open) => {
    expect(joinWindow(londonWeekends, at(iso)).isOpen).toBe(open);
  });

  it("points between sessions at the next one, skipping weekdays and skip dates", () => {
    expect(currentOrNextSession(londonWeekends, at("2026-03-23T12:00:00Z"))?.date).toBe("2026-03-29");
    expect(joinWindow(londonWeekends, at("2026-03-23T12:00:00Z")).opensAt).toBe("2026-03-29T08:45:00.000Z");
    expect(nextSessionAt(londonWeekends, at("2026-03-21T11:00:00Z"))?.toISOString()).toBe("2026-03-22T10:00:00.000Z");
    expect(nextSessionAt(londonWeekends, at("2026-04-05T12:30:00Z"))).toBeUndefined();
  });
});

describe("the days of a training table", () => {
  it.each([
    [[], "Every day"],
    [["Sat", "Sun"], "Sat & Sun"],
    [["Mon", "Tue", "Wed", "Thu", "Fri"], "Mon – Fri"],
    [["Fri", "Mon", "Wed"], "Mon, Wed & Fri"],
    [["Tue"], "Tue"],
  ] as const)("%j reads %s", (days, label) => {
    expect(daysLabel(days)).toBe(label);
  });
});
